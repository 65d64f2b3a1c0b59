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
// With -options JSON (the game's rules options, as a record holds them),
// -buzzer (Kakuro's race: reaction or arrival) and -takeover (a bot
// level for a dropped seat) the table is made with those terms; once the
// game started it prints the terms the table plays by, as its seat was
// told them (wire.Table):
//
//	TERMS {"options":{…},"buzzer":"arrival","takeover":""}
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
//
// With -game kakuro -race buzz it plays its seat as the script says
// (wasm/e2e/kakuro-race.mjs): after STARTED it reads commands on
// standard input, one a line, and prints what the table says:
//
//	BUZZ   calls "Kakuro!" ({"buzz":true}) at once: CALLED, then
//	       ACK {"seq":…,"error":…,"code":…,"race":{…}} when answered
//	PASS   says "impossible" ({"pass":true}): PASSED {ack}
//	NOROW  claims a row of one square at (1,1) for this seat, which
//	       the rules reject (locked out): NOROW {ack}
//	BADROW prints BADROW {"from":[r,c],"to":[r,c]}: two number squares
//	       in a row the rules reject for any seat (the square before it
//	       is no sum field), for the other seat to mark and check
//	QUIT   leaves (the seat stays the table's)
//
// and, following the table, NAMED <seat> when the table names a seat as
// having the board, FREED when it is nobody's again, SAND <ms> when the
// hourglass starts (the sand left) and SAND 0 when it stops, MOVE <seq>
// <move> for each move played, and END <the record> when the game ends,
// then exits.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"sync"
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
	mode := flag.String("race", "", `with kakuro: "buzz" to call and pass as standard input says, instead of the one race`)
	options := flag.String("options", "", "the table's rules options (JSON, as a record holds them)")
	buzzer := flag.String("buzzer", "", "with kakuro: the buzzer race, reaction or arrival")
	takeover := flag.String("takeover", "", "the bot level that plays a dropped seat (empty: the table waits)")
	flag.Parse()
	raceDelay = *delay
	if *mode != "" && (*mode != "buzz" || *game != kakuro.GameName) {
		fmt.Fprintln(os.Stderr, "onlinehost: -race buzz is the only race mode, and only with -game kakuro")
		os.Exit(2)
	}
	buzzMode = *mode == "buzz"
	terms = wire.CreateRequest{Options: json.RawMessage(*options), Buzzer: *buzzer, Takeover: *takeover}
	if *options == "" {
		terms.Options = nil
	}
	if err := run(*url, *game, *seats); err != nil {
		fmt.Fprintln(os.Stderr, "onlinehost:", err)
		os.Exit(1)
	}
}

func run(url, game string, seats int) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	req := wire.CreateRequest{Game: game, Wait: true, Names: []string{"Desk"},
		Options: terms.Options, Buzzer: terms.Buzzer, Takeover: terms.Takeover}
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
	t := seat.Table()
	told, _ := json.Marshal(map[string]any{"options": t.Options, "buzzer": t.Buzzer, "takeover": t.Takeover})
	fmt.Println("TERMS", string(told))
	go tellPresence(ctx, seat)
	if game == kakuro.GameName && buzzMode {
		return commanded(ctx, seat)
	}
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

// terms are the table's options, buzzer and takeover (-options,
// -buzzer, -takeover).
var terms wire.CreateRequest

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

// buzzMode is -race buzz: the seat calls and passes as standard input
// says (commanded).
var buzzMode bool

// out prints whole lines to standard output from several goroutines.
var out struct{ sync.Mutex }

// say prints one line (format and a, as fmt.Printf) to standard output.
func say(format string, a ...any) {
	out.Lock()
	defer out.Unlock()
	fmt.Printf(format+"\n", a...)
}

// commanded plays the seat as the commands on standard input say, and
// tells what the table does, until the game ends (see the package
// comment).
func commanded(ctx context.Context, seat *client.Seat) error {
	t := seat.Table()
	header := t.Header()
	st, err := kakuro.FollowOpening(&header, t.Opening)
	if err != nil {
		return err
	}
	var mu sync.Mutex          // guards st
	var sending sync.WaitGroup // the commands waiting for the table's answer
	done := make(chan error, 2)
	go func() { done <- watchTable(ctx, seat, st, &mu) }()
	go func() { done <- obey(ctx, seat, st, &mu, &sending) }()
	err = <-done
	// The game's end may come before the answer to the move that ended
	// it (a pass): that answer is printed too.
	answered := make(chan struct{})
	go func() { sending.Wait(); close(answered) }()
	select {
	case <-answered:
	case <-time.After(5 * time.Second):
	}
	return err
}

// watchTable follows the table: the moves into st, and who has the board.
func watchTable(ctx context.Context, seat *client.Seat, st *kakuro.State, mu *sync.Mutex) error {
	held, heldSeq, followed, sand := -1, -1, 0, false
	for {
		ts, _ := seat.State()
		if running := ts.SandMs > 0; running != sand {
			sand = running
			say("SAND %d", ts.SandMs)
		}
		switch c := ts.Claim; {
		case c != nil && (c.Seat != held || c.Seq != heldSeq):
			held, heldSeq = c.Seat, c.Seq
			say("NAMED %d", c.Seat)
		case c == nil && held >= 0:
			held, heldSeq = -1, -1
			say("FREED")
		}
		ups := seat.Updates()
		for _, u := range ups[followed:] {
			mu.Lock()
			_, err := st.Follow(u.Move, u.Events)
			mu.Unlock()
			if err != nil {
				return fmt.Errorf("following move %d: %w", u.Seq, err)
			}
			followed++
			say("MOVE %d %s", u.Seq, u.Move)
			if u.End != nil {
				rec, err := json.Marshal(u.End.Record)
				if err != nil {
					return err
				}
				say("END %s", rec)
				return nil
			}
		}
		select {
		case <-seat.Changed():
		case <-time.After(50 * time.Millisecond):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// obey reads the commands on standard input and sends what they say.
func obey(ctx context.Context, seat *client.Seat, st *kakuro.State, mu *sync.Mutex, sending *sync.WaitGroup) error {
	in := bufio.NewScanner(os.Stdin)
	send := func(move json.RawMessage) (wire.Ack, error) {
		return seat.SendID(ctx, client.NewMoveID(), len(seat.Updates()), move)
	}
	for in.Scan() {
		switch cmd := strings.TrimSpace(in.Text()); cmd {
		case "":
		case "BUZZ":
			say("CALLED")
			sending.Add(1)
			go func() {
				defer sending.Done()
				ack, err := send(json.RawMessage(`{"buzz":true}`))
				if err != nil {
					fmt.Fprintln(os.Stderr, "onlinehost: the buzz went unanswered:", err)
					return
				}
				data, _ := json.Marshal(ack)
				say("ACK %s", data)
			}()
		case "PASS", "NOROW":
			move := json.RawMessage(`{"pass":true}`)
			if cmd == "NOROW" {
				none := kakuro.Claim{Player: seat.Seat(), Row: kakuro.Row{At: kakuro.Pos{1, 1}, Dir: kakuro.Right, Len: 1}}
				move = rules.MarshalMove(kakuro.ClaimMove(none))
			}
			sending.Add(1)
			ack, err := send(move)
			if err != nil {
				sending.Done()
				return fmt.Errorf("%s: %w", cmd, err)
			}
			data, _ := json.Marshal(ack)
			if cmd == "PASS" {
				cmd = "PASSED"
			}
			say("%s %s", cmd, data)
			sending.Done()
		case "BADROW":
			mu.Lock()
			from, to, ok := badRow(st.Board())
			mu.Unlock()
			if !ok {
				return errors.New("no row of two number squares without a sum field before it")
			}
			data, _ := json.Marshal(map[string]kakuro.Pos{"from": from, "to": to})
			say("BADROW %s", data)
		case "QUIT":
			return nil
		default:
			fmt.Fprintln(os.Stderr, "onlinehost: unknown command", cmd)
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	<-ctx.Done() // standard input closed: the table still decides the end
	return ctx.Err()
}

// badRow finds two number squares side by side on the play area with a
// number square before them: a row no claim can be made on (it does not
// start at a sum field), so checking it locks its claimer out.
func badRow(b kakuro.Board) (from, to kakuro.Pos, ok bool) {
	for _, d := range []kakuro.Dir{kakuro.Right, kakuro.Down} {
		for r := 1; r < kakuro.Size; r++ {
			for c := 1; c < kakuro.Size; c++ {
				at := kakuro.Pos{r, c}
				row := kakuro.Row{At: at, Dir: d, Len: 2}
				before, end := row.Square(-1), row.Square(1)
				if !before.OnPlayArea() || !end.OnPlayArea() {
					continue
				}
				if b.At(before).Kind == kakuro.Number && b.At(at).Kind == kakuro.Number && b.At(end).Kind == kakuro.Number {
					return at, end, true
				}
			}
		}
	}
	return from, to, false
}
