// Command cifra-server serves Cifra's online tables: a NATS server
// embedded with JetStream (each table's log) and a WebSocket listener,
// the lobby that creates tables (wire.CreateSubject) and one authority
// per table. It imports the rules and the network packages, never
// Ebitengine, so it runs on a machine without a display.
//
//	cifra-server [-addr 127.0.0.1:4222] [-ws 127.0.0.1:4223] [-data DIR] [-nats URL]
//
// With -nats it uses that NATS server instead of embedding one: the seats'
// permissions are then that server's to enforce.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/nats-io/nats.go"

	"cifra/online/broker"
	"cifra/online/lobby"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
)

// games are the games the server's tables play.
var games = []rules.Rules{knister.Rules, kakuro.Rules, kakuzu.Rules}

func main() {
	err := run(context.Background(), os.Args[1:], os.Stderr, nil)
	switch {
	case errors.Is(err, flag.ErrHelp):
	case err != nil:
		fmt.Fprintln(os.Stderr, "cifra-server:", err)
		os.Exit(2)
	}
}

// config is the command line.
type config struct {
	addr, ws, data, natsURL string
	debug                   bool
}

func parse(args []string, out io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("cifra-server", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:4222", "`host:port` NATS clients connect to (port 0: any free port)")
	fs.StringVar(&c.ws, "ws", "127.0.0.1:4223", "`host:port` browsers connect to over WebSocket (empty: none)")
	fs.StringVar(&c.data, "data", "cifra-data", "`directory` the tables' logs are kept in")
	fs.StringVar(&c.natsURL, "nats", "", "use the NATS server at `URL` instead of embedding one")
	fs.BoolVar(&c.debug, "debug", false, "log the embedded NATS server's notices")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q (see -h)", fs.Arg(0))
	}
	return c, nil
}

// run serves until ctx ends or a signal arrives; ready, when set, is
// told the client and WebSocket URLs once tables can be created.
func run(ctx context.Context, args []string, out io.Writer, ready func(clientURL, wsURL string)) error {
	c, err := parse(args, out)
	if err != nil {
		return err
	}
	logger := log.New(out, "", log.LstdFlags)
	seats := lobby.NewSeats()
	var conn *nats.Conn
	clientURL, wsURL := c.natsURL, ""
	if c.natsURL == "" {
		if err := os.MkdirAll(c.data, 0o755); err != nil {
			return fmt.Errorf("cannot make the data directory: %w", err)
		}
		b, err := broker.Start(broker.Config{Addr: c.addr, WebSocket: c.ws, DataDir: c.data, Seats: seats, Debug: c.debug})
		if err != nil {
			return err
		}
		defer b.Shutdown()
		if conn, err = b.Connect("cifra-server"); err != nil {
			return fmt.Errorf("cannot connect to the embedded NATS server: %w", err)
		}
		clientURL, wsURL = b.ClientURL(), b.WebSocketURL()
	} else if conn, err = nats.Connect(c.natsURL, nats.Name("cifra-server")); err != nil {
		return fmt.Errorf("cannot reach NATS at %s: %w", c.natsURL, err)
	}
	defer conn.Close()
	l, err := lobby.Start(ctx, lobby.Config{Conn: conn, Games: games, Seats: seats, Logf: logger.Printf})
	if err != nil {
		return err
	}
	defer l.Close()
	logger.Printf("serving tables: NATS %s, WebSocket %s, data %s", clientURL, orNone(wsURL), c.data)
	if ready != nil {
		ready(clientURL, wsURL)
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()
	logger.Printf("stopping")
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
