package main

import (
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"cifra/online/authority"
	"cifra/online/broker"
	"cifra/online/lobby"
)

// metrics are what this process serves on GET /metrics, in the
// Prometheus text format: its tables, its seats' connections, the moves
// it plays and how fast it answers them, and what happened to its tables
// (hand-overs, leases lost, tables closed, limits hit). Each server has a
// registry of its own, never the library's global one, so that a test
// may run several servers in one process.
type metrics struct {
	reg *prometheus.Registry

	created, moves, reconnects, handovers, leasesLost, abandoned, limited prometheus.Counter
	refused                                                               *prometheus.CounterVec
	ack, rebuild                                                          prometheus.Histogram
}

// newMetrics registers the process's metrics; b is nil when the server
// uses a NATS server of its own (-nats), whose connections it cannot see.
func newMetrics(b *broker.Broker) *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	counter := func(name, help string) prometheus.Counter {
		c := prometheus.NewCounter(prometheus.CounterOpts{Name: name, Help: help})
		m.reg.MustRegister(c)
		return c
	}
	m.created = counter("cifra_tables_created_total", "Tables created by this process.")
	m.moves = counter("cifra_moves_total", "Moves played at the tables this process hosts (seats', bots' and the tables' own); its rate is moves a second.")
	m.reconnects = counter("cifra_seat_reconnects_total", "Catch-up requests from seats that had caught up before: a seat reconnecting (after its node or the table's host stopped, or its network went), or one that missed an update.")
	m.handovers = counter("cifra_handovers_total", "Open tables this process took over from another host (or from an earlier run of itself).")
	m.leasesLost = counter("cifra_leases_lost_total", "Tables this process hosted whose lease another process holds now (it stopped serving them).")
	m.abandoned = counter("cifra_tables_abandoned_total", "Tables closed before their game ended because nobody moved there for -idle.")
	m.limited = counter("cifra_messages_limited_total", "Seats' messages refused for coming faster than -seat-rate and -seat-burst allow.")
	m.refused = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "cifra_tables_refused_total",
		Help: "Requests for a table refused by a limit: reason too-many-tables (-guest-tables) or server-full (-max-tables)."}, []string{"reason"})
	m.reg.MustRegister(m.refused)
	m.ack = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "cifra_move_ack_seconds",
		Help:    "From a seat's move reaching the table's authority to its answer (the move written to the log, or refused); a Kakuro claim waits for its race.",
		Buckets: []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}})
	m.rebuild = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "cifra_handover_rebuild_seconds",
		Help:    "How long taking over a table took: its lease taken, its log read and replayed, its authority serving.",
		Buckets: []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}})
	m.reg.MustRegister(m.ack, m.rebuild, collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if b != nil {
		m.reg.MustRegister(connections{b})
	}
	return m
}

// watch reports the lobby's tables: the gauges read it on each scrape.
func (m *metrics) watch(l *lobby.Lobby) {
	m.reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "cifra_tables_hosted", Help: "Tables whose authority runs in this process (those in play, and those over or closed that a seat asked about lately)."},
			func() float64 { return float64(l.Tables()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "cifra_tables_open", Help: "Tables in play across the cluster, as this process last counted them (every third of -lease)."},
			func() float64 { return float64(l.OpenCount()) }))
}

// events are the lobby's and its authorities' events, counted.
func (m *metrics) events() lobby.Events {
	return lobby.Events{
		TableCreated: func(string) { m.created.Inc() },
		TookOver: func(_ string, took time.Duration) {
			m.handovers.Inc()
			m.rebuild.Observe(took.Seconds())
		},
		LeaseLost:     func(string) { m.leasesLost.Inc() },
		TableClosed:   func(string) { m.abandoned.Inc() },
		CreateRefused: func(why string) { m.refused.WithLabelValues(why).Inc() },
		Table: authority.Events{
			Played:   m.moves.Inc,
			Acked:    func(took time.Duration) { m.ack.Observe(took.Seconds()) },
			Resynced: m.reconnects.Inc,
			Limited:  m.limited.Inc,
		},
	}
}

// handler serves the metrics.
func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// connections reports the client connections on this process's NATS
// node, counted once per scrape (broker.Connections).
type connections struct{ b *broker.Broker }

var (
	seatConnsDesc  = prometheus.NewDesc("cifra_seat_connections", "Seats' connections open on this process's NATS node.", nil, nil)
	guestConnsDesc = prometheus.NewDesc("cifra_guest_connections", "Guests' connections open on this process's NATS node.", nil, nil)
	natsConnsDesc  = prometheus.NewDesc("cifra_nats_connections", "Client connections open on this process's NATS node: seats', guests' and the server's own.", nil, nil)
)

// Describe is prometheus.Collector's.
func (connections) Describe(ch chan<- *prometheus.Desc) {
	ch <- seatConnsDesc
	ch <- guestConnsDesc
	ch <- natsConnsDesc
}

// Collect is prometheus.Collector's.
func (c connections) Collect(ch chan<- prometheus.Metric) {
	seats, guests, all := c.b.Connections()
	ch <- prometheus.MustNewConstMetric(seatConnsDesc, prometheus.GaugeValue, float64(seats))
	ch <- prometheus.MustNewConstMetric(guestConnsDesc, prometheus.GaugeValue, float64(guests))
	ch <- prometheus.MustNewConstMetric(natsConnsDesc, prometheus.GaugeValue, float64(all))
}
