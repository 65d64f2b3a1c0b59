// Command onlinehost is the desktop seat of the browser's online
// end-to-end test (wasm/e2e/online.mjs): it makes a room at the server at
// -url, prints its code, waits until every other seat is taken and ready,
// starts the game and plays its own seat with a bot to the end, then
// prints the table's end. Lines on standard output, for the script:
//
//	CODE ABC234
//	STARTED
//	END {"scores":[…],"winners":[…]}
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"cifra/online/client"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
)

func main() {
	url := flag.String("url", "", "the server (nats://host:port)")
	game := flag.String("game", knister.GameName, "the game: knister or kakuzu")
	seats := flag.Int("seats", 2, "seats at the table, this one the host's, the others open")
	flag.Parse()
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
