// Command overdayshost is the desktop seat of the browser's end-to-end
// test of a Kakuzu table played over days (wasm/e2e/overdays.mjs): a
// device with a key of its own, its player named Desk, makes a Kakuzu
// room at the server at -url played over days (-clock, each move's time)
// with one open seat, prints its code, waits until that seat is taken
// and ready and starts the game. Then it does what its standard input
// says, one command a line, and prints what happened:
//
//	TURN  asks the server for its player's tables, as the app does when
//	      it opens: TURN yes <deadline ms> when the table waits for this
//	      seat, TURN no otherwise
//	PLAY  plays this seat's whole turn with Kakuzu's normal bot (the
//	      draws are the table's): PLAYED <moves>, or NOTURN
//	QUIT  leaves (the seat stays the table's)
//
// Lines on standard output, for the script: CODE ABC234, STARTED, and
// the answers above.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"cifra/online/client"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuzu"
)

func main() {
	url := flag.String("url", "", "the server (nats://host:port)")
	clock := flag.Duration("clock", 12*time.Hour, "each move's time at the table (an hour to three days)")
	flag.Parse()
	if err := run(*url, *clock); err != nil {
		fmt.Fprintln(os.Stderr, "overdayshost:", err)
		os.Exit(1)
	}
}

func run(url string, clock time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	me, err := client.NewDevice(url)
	if err != nil {
		return err
	}
	if _, err := me.Hello(ctx, "Desk"); err != nil {
		return err
	}
	made, err := me.Create(ctx, wire.CreateRequest{Game: kakuzu.GameName, Wait: true, Seats: []string{wire.Open, wire.Open},
		Names: []string{"Desk", ""}, MoveClock: int(clock / time.Second)})
	if err != nil {
		return err
	}
	fmt.Println("CODE", made.Code)
	if err := start(ctx, url, made.Seats[0]); err != nil {
		return err
	}
	fmt.Println("STARTED")
	bot, err := kakuzu.NewBot("normal", 1, 0)
	if err != nil {
		return err
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		switch in.Text() {
		case "TURN":
			reply, err := me.Hello(ctx, "")
			if err != nil {
				return err
			}
			i := slices.IndexFunc(reply.Tables, func(t wire.MyTable) bool { return t.Table == made.Code })
			if i >= 0 && reply.Tables[i].Turn {
				fmt.Println("TURN yes", reply.Tables[i].DeadlineMs)
			} else {
				fmt.Println("TURN no")
			}
		case "PLAY":
			n, err := playTurn(ctx, url, made.Seats[0], bot)
			if err != nil {
				return err
			}
			if n == 0 {
				fmt.Println("NOTURN")
			} else {
				fmt.Println("PLAYED", n)
			}
		case "QUIT":
			return nil
		}
	}
	return in.Err()
}

// start waits in the room until the open seat is taken and ready, and
// starts the game.
func start(ctx context.Context, url string, host wire.Credential) error {
	room, err := client.Enter(ctx, url, host)
	if err != nil {
		return err
	}
	defer room.Close()
	_, err = room.Await(ctx, func(r wire.Room) bool {
		return len(r.Seats) == 2 && r.Seats[1].Taken && r.Seats[1].Ready
	})
	if err != nil {
		return fmt.Errorf("nobody joined and got ready: %w", err)
	}
	return room.Start(ctx)
}

// playTurn plays seat's turn to its end (the turn passes, or the game
// ends) and says how many moves it sent; 0 when it was not its turn.
func playTurn(ctx context.Context, url string, cred wire.Credential, bot *kakuzu.Bot) (int, error) {
	seat, err := client.Dial(ctx, url, cred, client.Options{})
	if err != nil {
		return 0, err
	}
	defer seat.Close()
	sent := 0
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(150 * time.Millisecond) {
		if err := seat.Sync(ctx); err != nil {
			return sent, err
		}
		var v kakuzu.View
		if err := json.Unmarshal(seat.View().View, &v); err != nil {
			return sent, err
		}
		if v.Phase == kakuzu.PhaseOver || v.Turn != cred.Seat {
			return sent, nil
		}
		if v.Awaiting == kakuzu.ActionDraw {
			continue // the table draws
		}
		m, ok := bot.Choose(v)
		if !ok {
			return sent, errors.New("the bot has no move at its turn")
		}
		ack, err := seat.Send(ctx, rules.MarshalMove(m))
		if err != nil || ack.Error != "" {
			return sent, fmt.Errorf("move %v: %+v %v", m, ack, err)
		}
		sent++
	}
	return sent, errors.New("the turn did not end within a minute")
}
