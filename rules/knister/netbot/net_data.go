package netbot

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"slices"
)

// The network travels in hard_model.bin after the line model, as a
// section of its own:
//
//	"KNN2" | layers u16 | each hidden layer's units u16 |
//	line model's CRC-32 u32 | payload's CRC-32 u32 | payload
//
// (A "KNN1" section, from before networks could have more than two hidden
// layers, is "KNN1" | h1 u16 | h2 u16 | the same from the CRCs on.)
//
// The payload holds the tensors in params order (w1, b1, each dense
// layer's w and b, wOut, bOut) row by row (a row of w1 is one input's
// weights), each row as a float32 scale and then its values as int8
// multiples of it: a quarter of float32's size, for the browser, which
// fetches the file, at no measured cost in points (docs/knister-bot.md).
// The line model's checksum ties the network to the line values it was
// trained on: with other line values its output means nothing.
const (
	netMagic       = "KNN2"
	netMagicLegacy = "KNN1"
)

// tensors lists the network's parameters in file order, with each one's
// row length.
func (n *valueNet) tensors() []tensor {
	ts := []tensor{{n.w1, n.h1}, {n.b1, n.h1}}
	for _, d := range n.dense {
		ts = append(ts, tensor{d.w, d.out}, tensor{d.b, d.out})
	}
	return append(ts, tensor{n.wOut, len(n.wOut)}, tensor{n.bOut, 1})
}

// tensor is some of a network's parameters, in rows of row values.
type tensor struct {
	v   []float32
	row int
}

// encodeNet writes n as a network section for the line model whose file
// bytes have checksum lineCRC. Each row is scaled so that its largest
// weight becomes ±127.
func encodeNet(n *valueNet, lineCRC uint32) []byte {
	var payload []byte
	for _, t := range n.tensors() {
		for row := range slices.Chunk(t.v, t.row) {
			peak := float32(0)
			for _, v := range row {
				peak = max(peak, float32(math.Abs(float64(v))))
			}
			scale := peak / math.MaxInt8
			if scale == 0 {
				scale = 1
			}
			payload = binary.LittleEndian.AppendUint32(payload, math.Float32bits(scale))
			for _, v := range row {
				payload = append(payload, byte(int8(math.Round(float64(v/scale)))))
			}
		}
	}
	widths := n.widths()
	out := binary.LittleEndian.AppendUint16([]byte(netMagic), uint16(len(widths)))
	for _, w := range widths {
		out = binary.LittleEndian.AppendUint16(out, uint16(w))
	}
	out = binary.LittleEndian.AppendUint32(out, lineCRC)
	out = binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(payload))
	return append(out, payload...)
}

// errNetDamaged is the reason a network section whose bytes do not
// match its checksum is left out.
var errNetDamaged = errors.New("the network's bytes do not match their checksum (a damaged file)")

// decodeNet reads a network section written for the line model whose
// bytes have checksum lineCRC.
func decodeNet(data []byte, lineCRC uint32) (*valueNet, error) {
	widths, rest, err := netHeader(data)
	if err != nil {
		return nil, err
	}
	if err := checkWidths(widths); err != nil {
		return nil, err
	}
	if len(rest) < 8 {
		return nil, fmt.Errorf("a network section cut short in its header (%d bytes)", len(data))
	}
	if crc := binary.LittleEndian.Uint32(rest); crc != lineCRC {
		return nil, errors.New("the network was trained for other line values than the file's")
	}
	payloadCRC := binary.LittleEndian.Uint32(rest[4:])
	payload := rest[8:]
	if want := payloadLen(widths); len(payload) != want {
		return nil, fmt.Errorf("a %s network needs %d bytes, the file has %d", widthsName(widths), want, len(payload))
	}
	if payloadCRC != crc32.ChecksumIEEE(payload) {
		return nil, errNetDamaged
	}
	n := newValueNet(widths...)
	for _, t := range n.tensors() {
		for row := range slices.Chunk(t.v, t.row) {
			scale := math.Float32frombits(binary.LittleEndian.Uint32(payload))
			for i := range row {
				row[i] = float32(int8(payload[4+i])) * scale
			}
			payload = payload[4+len(row):]
		}
	}
	return n, nil
}

// netSectionLen is how many bytes the network section data starts with
// takes (header, checksums and payload), as its header's widths say: a
// model file may hold a second section after it (the lookahead's filter).
func netSectionLen(data []byte) (int, error) {
	widths, rest, err := netHeader(data)
	if err != nil {
		return 0, err
	}
	if err := checkWidths(widths); err != nil {
		return 0, err
	}
	return len(data) - len(rest) + 8 + payloadLen(widths), nil
}

// payloadLen is the size of the payload of a network of these widths:
// each parameter a byte, each row (tensors' rows) a float32 scale.
func payloadLen(widths []int) int {
	rows := netInputs + 1 + 2 // w1's rows, b1, wOut, bOut
	for i := 1; i < len(widths); i++ {
		rows += widths[i-1] + 1 // a dense layer's rows and its biases
	}
	return paramCount(widths) + 4*rows
}

// checkWidths refuses hidden layers this build cannot hold.
func checkWidths(widths []int) error {
	for _, w := range widths {
		if w == 0 {
			return fmt.Errorf("a network with hidden layers of %v units", widths)
		}
		if w > maxHidden {
			return fmt.Errorf("a network with a layer of %d units, more than the %d this build takes", w, maxHidden)
		}
	}
	return nil
}

// netHeader reads a network section's magic and widths, and returns the
// bytes after them (the checksums, then the payload).
func netHeader(data []byte) (widths []int, rest []byte, err error) {
	u16 := func(i int) int { return int(binary.LittleEndian.Uint16(data[i:])) }
	switch {
	case len(data) >= 8 && bytes.HasPrefix(data, []byte(netMagicLegacy)):
		return []int{u16(4), u16(6)}, data[8:], nil
	case len(data) >= 6 && bytes.HasPrefix(data, []byte(netMagic)):
		layers := u16(4)
		if layers == 0 || layers > maxLayers {
			return nil, nil, fmt.Errorf("a network with %d hidden layers (this build takes 1 to %d)", layers, maxLayers)
		}
		if len(data) < 6+2*layers {
			return nil, nil, fmt.Errorf("a network section cut short in its header (%d bytes)", len(data))
		}
		for i := range layers {
			widths = append(widths, u16(6+2*i))
		}
		return widths, data[6+2*layers:], nil
	}
	return nil, nil, fmt.Errorf("%d bytes after the line model that are no network section", len(data))
}

// widthsName names a network by its inputs and hidden layers, as
// "806-256-32".
func widthsName(widths []int) string {
	s := fmt.Sprint(netInputs)
	for _, w := range widths {
		s += fmt.Sprintf("-%d", w)
	}
	return s
}
