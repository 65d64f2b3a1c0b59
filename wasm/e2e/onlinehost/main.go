// Command onlinehost is the desktop seat of the browser's online
// end-to-end test (wasm/e2e/online.mjs): it makes a room at the server at
// -url, prints its code, waits until every other seat is taken and ready,
// starts the game and plays its own seat with a bot to the end, then
// prints the table's end. Lines on standard output, for the script:
//
//	CODE ABC234
//	STARTED
//	END {"scores":[…],"winners":[…]}
//
// With -game kakuro it races the browser for one sum instead: on a sum
// where seat 1 (the browser's) has a row with at most digit tiles and
// sum fields (in a test of 300 deals, every game had one before it
// ended), it prints the row and the tiles, waits -delay and claims its own; the table judges the race
// (the browser, its row built in a few seconds, is the quicker). On a sum
// with no such row it claims what it can itself (CLAIMED), or both seats
// pass (it prints PASS for the browser).
//
//	HINT {"from":[r,c],"to":[r,c],"lays":[{"tile":i,"at":[r,c],"back":false}…]}
//	CLAIMED
//	PASS
//	RACE {"seq":…,"error":…,"code":…}
//	SCORES [a,b]
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"cifra/online/client"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
)

func main() {
	url := flag.String("url", "", "the server (nats://host:port)")
	game := flag.String("game", knister.GameName, "the game: knister, kakuzu, or kakuro (one race)")
	seats := flag.Int("seats", 2, "seats at the table, this one the host's, the others open")
	delay := flag.Duration("delay", 10*time.Second, "with kakuro: how long after a sum's reveal this seat claims")
	flag.Parse()
	raceDelay = *delay
	if err := run(*url, *game, *seats); err != nil {
		fmt.Fprintln(os.Stderr, "onlinehost:", err)
		os.Exit(1)
	}
}

func run(url, game string, seats int) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	req := wire.CreateRequest{Game: game, Wait: true, Names: []string{"Desk"}}
	for i := range seats {
		req.Seats = append(req.Seats, wire.Open)
		if i > 0 {
			req.Names = append(req.Names, "")
		}
	}
	made, err := client.Create(ctx, url, req)
	if err != nil {
		return err
	}
	fmt.Println("CODE", made.Code)
	room, err := client.Enter(ctx, url, made.Seats[0])
	if err != nil {
		return err
	}
	for {
		r := room.Room()
		ready := len(r.Seats) == seats
		for i, s := range r.Seats {
			if i != r.Host && (!s.Taken || !s.Ready) {
				ready = false
			}
		}
		if ready {
			break
		}
		select {
		case <-room.Changed():
		case <-time.After(time.Second):
		case <-ctx.Done():
			return fmt.Errorf("nobody joined and got ready: %+v", room.Room())
		}
	}
	if err := room.Start(ctx); err != nil {
		return err
	}
	room.Close()
	fmt.Println("STARTED")
	seat, err := client.Dial(ctx, url, made.Seats[0], client.Options{})
	if err != nil {
		return err
	}
	defer seat.Close()
	go tellPresence(ctx, seat)
	if game == kakuro.GameName {
		return race(ctx, seat)
	}
	decide, err := decider(game)
	if err != nil {
		return err
	}
	end, err := seat.Play(ctx, decide, nil)
	if err != nil {
		return err
	}
	data, _ := json.Marshal(map[string]any{"scores": end.Scores, "winners": end.Winners})
	fmt.Println("END", string(data))
	return nil
}

// decider is seat 0's bot for game, deciding from the seat's view.
func decider(game string) (client.Decide, error) {
	switch game {
	case knister.GameName:
		bot, err := knister.NewBot("easy", 1, 0)
		if err != nil {
			return nil, err
		}
		return func(raw json.RawMessage) (json.RawMessage, bool) {
			var v knister.View
			if json.Unmarshal(raw, &v) != nil || v.Finished || v.Placed[0] {
				return nil, false
			}
			c := bot.Choose(v.Grids[0], v.Dice[0]+v.Dice[1], knister.Rounds-v.Round)
			return rules.MarshalMove(knister.Move{P: 0, Cell: [2]int{c.R, c.C}}), true
		}, nil
	case kakuzu.GameName:
		bot, err := kakuzu.NewBot("easy", 1, 0)
		if err != nil {
			return nil, err
		}
		return func(raw json.RawMessage) (json.RawMessage, bool) {
			var v kakuzu.View
			if json.Unmarshal(raw, &v) != nil || v.Turn != 0 || v.Awaiting == kakuzu.ActionDraw {
				return nil, false // a draw is the table's
			}
			m, ok := bot.Choose(v)
			if !ok {
				return nil, false
			}
			return rules.MarshalMove(m), true
		}, nil
	}
	return nil, fmt.Errorf("no bot for %q", game)
}

// raceDelay is how long after a sum's reveal the host claims (-delay).
var raceDelay time.Duration

// race plays one Kakuro race against seat 1: the table followed here
// says which rows each seat has.
func race(ctx context.Context, seat *client.Seat) error {
	t := seat.Table()
	header := t.Header()
	st, err := kakuro.FollowOpening(&header, t.Opening)
	if err != nil {
		return err
	}
	followed := 0
	for {
		for _, u := range seat.Updates()[followed:] {
			if _, err := st.Follow(u.Move, u.Events); err != nil {
				return fmt.Errorf("following move %d: %w", u.Seq, err)
			}
			followed++
		}
		if st.Finished() {
			return errors.New("the game ended before a race")
		}
		theirs, ok := kakuro.Best(st, 1, kakuro.Features{Digits: true, SumFields: true})
		if mine, can := kakuro.Best(st, 0, kakuro.AllFeatures); !ok && can {
			// Nothing plain for the browser: this seat claims what it
			// can, so the game goes on (sums set aside end it soon).
			fmt.Println("CLAIMED")
			if _, err := seat.SendID(ctx, client.NewMoveID(), followed, rules.MarshalMove(kakuro.ClaimMove(mine.Claim))); err != nil {
				return err
			}
			if err := waitMove(ctx, seat, followed); err != nil {
				return err
			}
			continue
		}
		if !ok {
			fmt.Println("PASS")
			if _, err := seat.Send(ctx, json.RawMessage(`{"pass":true}`)); err != nil {
				return err
			}
			if err := waitMove(ctx, seat, followed); err != nil {
				return err
			}
			continue
		}
		row := theirs.Claim.Row
		// The digit tiles it lays, by their place in the browser seat's
		// hand (the hand's tiles keep their places while a claim is built).
		type lay struct {
			Tile int        `json:"tile"`
			At   kakuro.Pos `json:"at"`
			Back bool       `json:"back"` // laid on its back: a sum field
		}
		var lays []lay
		used := map[int]bool{}
		for _, u := range theirs.Claim.Uses {
			for i, t := range st.Hand(1) {
				if t == u.Tile && !used[i] {
					used[i] = true
					lays = append(lays, lay{i, u.A, u.Kind == kakuro.UseSumField})
					break
				}
			}
		}
		hint, _ := json.Marshal(map[string]any{"from": row.Square(0), "to": row.Square(row.Len - 1), "lays": lays})
		fmt.Println("HINT", string(hint))
		time.Sleep(raceDelay)
		mine, ok := kakuro.Best(st, 0, kakuro.AllFeatures)
		if !ok {
			// The browser's row, without its tiles: a claim this seat may
			// send, refused as a lost race before its sum matters.
			mine.Claim = kakuro.Claim{Player: 0, Row: theirs.Claim.Row}
		}
		ack, err := seat.SendID(ctx, client.NewMoveID(), followed, rules.MarshalMove(kakuro.ClaimMove(mine.Claim)))
		if err != nil {
			return err
		}
		data, _ := json.Marshal(ack)
		fmt.Println("RACE", string(data))
		if err := waitMove(ctx, seat, followed); err != nil {
			return err
		}
		for _, u := range seat.Updates()[followed:] {
			if _, err := st.Follow(u.Move, u.Events); err != nil {
				return err
			}
		}
		scores, _ := json.Marshal(st.Scores())
		fmt.Println("SCORES", string(scores))
		return nil
	}
}

// waitMove waits until the table has played more than seen moves.
func waitMove(ctx context.Context, seat *client.Seat, seen int) error {
	for len(seat.Updates()) <= seen {
		select {
		case <-seat.Changed():
		case <-time.After(100 * time.Millisecond):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

// tellPresence prints "SEAT n state" whenever the table says another
// seat is here, away or played by a bot (wire's "Who is here"), for the
// browser test to wait on.
func tellPresence(ctx context.Context, seat *client.Seat) {
	var last []string
	for ctx.Err() == nil {
		st, _ := seat.State()
		for len(last) < len(st.Seats) {
			last = append(last, wire.SeatHere)
		}
		for i, s := range st.Seats {
			if i == seat.Seat() {
				continue
			}
			if s.State != last[i] {
				fmt.Println("SEAT", i, s.State)
				last[i] = s.State
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
}
