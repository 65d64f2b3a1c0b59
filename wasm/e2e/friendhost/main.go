// Command friendhost is the desktop seat of the browser's end-to-end
// test of friends online (wasm/e2e/friends.mjs): it makes a Knister
// room for two at the server at -url, prints its code, starts the game
// once the other seat is taken and ready, and plays its own seat with a
// bot to the end, riding out the server's stop and restart (its moves
// wait and go once, as the app's do). Then it asks for the rematch, waits
// in the rematch's room until the other player has joined it (joining is
// being ready: nobody says so twice) and starts it. Lines on standard
// output, for the script:
//
//	CODE ABC234
//	STARTED
//	DOWN            the server could not be reached
//	UP              it is back
//	END {"scores":[…],"winners":[…]}
//	REMATCH XYZ567  the rematch's room, asked for
//	JOINED          the other player took their kept seat, ready
//	RESTARTED       the rematch's game started
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
	"cifra/rules/knister"
)

func main() {
	url := flag.String("url", "", "the server (nats://host:port)")
	flag.Parse()
	if err := run(*url); err != nil {
		fmt.Fprintln(os.Stderr, "friendhost:", err)
		os.Exit(1)
	}
}

func run(url string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	made, err := client.Create(ctx, url, wire.CreateRequest{Game: knister.GameName, Wait: true,
		Seats: []string{wire.Open, wire.Open}, Names: []string{"Ana", ""}})
	if err != nil {
		return err
	}
	fmt.Println("CODE", made.Code)
	if err := startWhenReady(ctx, url, made.Seats[0], false); err != nil {
		return err
	}
	fmt.Println("STARTED")
	seat, err := client.Dial(ctx, url, made.Seats[0], client.Options{
		Disconnected: func() { fmt.Println("DOWN") },
		Reconnected:  func() { fmt.Println("UP") },
	})
	if err != nil {
		return err
	}
	bot, err := knister.NewBot("easy", 1, 0)
	if err != nil {
		return err
	}
	end, err := seat.Play(ctx, func(raw json.RawMessage) (json.RawMessage, bool) {
		var v knister.View
		if json.Unmarshal(raw, &v) != nil || v.Finished || v.Placed[0] {
			return nil, false
		}
		c := bot.Choose(v.Grids[0], v.Dice[0]+v.Dice[1], knister.Rounds-v.Round)
		return rules.MarshalMove(knister.Move{P: 0, Cell: [2]int{c.R, c.C}}), true
	}, nil)
	seat.Close()
	if err != nil {
		return err
	}
	data, _ := json.Marshal(map[string]any{"scores": end.Scores, "winners": end.Winners})
	fmt.Println("END", string(data))

	again, _, err := client.Rematch(ctx, url, made.Seats[0])
	if err != nil {
		return err
	}
	fmt.Println("REMATCH", again.Table)
	if err := startWhenReady(ctx, url, again, true); err != nil {
		return err
	}
	fmt.Println("RESTARTED")
	return nil
}

// startWhenReady waits in cred's room until the other seat is taken and
// ready (saying JOINED first when joined), and starts the game.
func startWhenReady(ctx context.Context, url string, cred wire.Credential, joined bool) error {
	room, err := client.Enter(ctx, url, cred)
	if err != nil {
		return err
	}
	defer room.Close()
	if r, err := room.Await(ctx, func(r wire.Room) bool { return len(r.Seats) == 2 && r.Seats[1].Taken && r.Seats[1].Ready }); err != nil {
		return fmt.Errorf("nobody joined and got ready: %w (%+v)", err, r)
	}
	if joined {
		fmt.Println("JOINED")
	}
	return room.Start(ctx)
}
