package knister

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
//	"KNN1" | h1 u16 | h2 u16 | line model's CRC-32 u32 | payload's CRC-32 u32 | payload
//
// The payload holds the six tensors in params order (w1, b1, w2, b2, w3,
// b3) row by row (a row of w1 is one input's weights), each row as a
// float32 scale and then its values as int8 multiples of it: a quarter
// of float32's size, for the browser, which fetches the file, at no
// measured cost in points (docs/knister-bot.md). The line model's
// checksum ties the network to the line values it was trained on: with
// other line values its output means nothing.
const netMagic = "KNN1"

// netHeaderBytes is the section's size before the payload.
const netHeaderBytes = len(netMagic) + 2 + 2 + 4 + 4

// tensors lists the network's parameters in file order, with each one's
// row length.
func (n *valueNet) tensors() []tensor {
	return []tensor{{n.w1, n.h1}, {n.b1, n.h1}, {n.w2, n.h2}, {n.b2, n.h2}, {n.w3, n.h2}, {n.b3, 1}}
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
	out := append([]byte(netMagic), 0, 0, 0, 0)
	binary.LittleEndian.PutUint16(out[4:], uint16(n.h1))
	binary.LittleEndian.PutUint16(out[6:], uint16(n.h2))
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
	if len(data) < netHeaderBytes || !bytes.HasPrefix(data, []byte(netMagic)) {
		return nil, fmt.Errorf("%d bytes after the line model that are no network section", len(data))
	}
	h1 := int(binary.LittleEndian.Uint16(data[4:]))
	h2 := int(binary.LittleEndian.Uint16(data[6:]))
	if h1 == 0 || h2 == 0 {
		return nil, fmt.Errorf("a network with %d and %d hidden units", h1, h2)
	}
	if h1 > maxHidden {
		return nil, fmt.Errorf("a network with %d first-layer units, more than the %d this build takes", h1, maxHidden)
	}
	if crc := binary.LittleEndian.Uint32(data[8:]); crc != lineCRC {
		return nil, errors.New("the network was trained for other line values than the file's")
	}
	payload := data[netHeaderBytes:]
	n := newValueNet(h1, h2)
	want := 0
	for _, t := range n.tensors() {
		want += len(t.v) + 4*len(t.v)/t.row
	}
	if len(payload) != want {
		return nil, fmt.Errorf("a %d-%d network needs %d bytes, the file has %d", h1, h2, want, len(payload))
	}
	if binary.LittleEndian.Uint32(data[12:]) != crc32.ChecksumIEEE(payload) {
		return nil, errNetDamaged
	}
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
