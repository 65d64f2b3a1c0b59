package netbot

import (
	"errors"
	"hash/crc32"
	"math"
	"os"
	"slices"
	"testing"

	"cifra/rules/knister"
)

// lineModelCRC is the checksum a network section names: that of the
// embedded model file's line model.
func lineModelCRC() (uint32, error) {
	data, err := hardModelBytes()
	if err != nil {
		return 0, err
	}
	return crc32.ChecksumIEEE(data[:lineModelBytes]), nil
}

// writeNetSection writes n to path as a network section for the
// embedded line model (through a temporary file, so a cut-off session
// leaves the last whole one).
func writeNetSection(path string, n *valueNet) error {
	crc, err := lineModelCRC()
	if err != nil {
		return err
	}
	if err := os.WriteFile(path+".tmp", encodeNet(n, crc), 0o644); err != nil {
		return err
	}
	return os.Rename(path+".tmp", path)
}

// readNetSection reads a network section written by writeNetSection.
func readNetSection(path string) (*valueNet, error) {
	crc, err := lineModelCRC()
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return decodeNet(data, crc)
}

// A network written with -savenet reads back as the model file would
// hold it, and a damaged one is refused.
func TestNetSectionFileRoundTrip(t *testing.T) {
	m := testNet(t, 16, 8, 4)
	path := t.TempDir() + "/net.knn"
	if err := writeNetSection(path, m.net); err != nil {
		t.Fatal(err)
	}
	got, err := readNetSection(path)
	if err != nil {
		t.Fatal(err)
	}
	crc, _ := lineModelCRC()
	want, err := decodeNet(encodeNet(m.net, crc), crc)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.params, want.params) || !slices.Equal(got.widths(), []int{16, 8, 4}) {
		t.Fatalf("read back %s, not the network written", widthsName(got.widths()))
	}
	data, _ := os.ReadFile(path)
	data[len(data)-1] ^= 1
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readNetSection(path); !errors.Is(err, errNetDamaged) {
		t.Fatalf("a damaged file read with %v", err)
	}
}

// Through a filter, self-play values each sum's top squares by the
// filter as the trained network does and leaves the rest out; a filter
// that keeps every square changes nothing.
func TestFilterValuesTheFiltersTopSquares(t *testing.T) {
	m, small := testNet(t, 16, 8), testNet(t, 8, 4)
	s := m.net.newScratch()
	for seed := range uint64(4) {
		for n := 1; n < knister.Rounds-1; n += 3 {
			g := randomGrid(seed, n)
			var want, fv [numValues][knister.Rounds]float32
			m.afterValues(&g, allSums, s, &want)
			small.afterValues(&g, allSums, small.net.newScratch(), &fv)
			for _, top := range []int{knister.Rounds, 2} {
				var got [numValues][knister.Rounds]float32
				m.valuesFor(&g, allSums, s, newNetFilter(small.net, top), &got)
				for _, v := range allSums {
					cands, k := emptyByValue(&g, &fv[v-knister.MinValue])
					for i, c := range cands[:k] {
						sq := c.R*knister.Size + c.C
						if i < top && got[v-knister.MinValue][sq] != want[v-knister.MinValue][sq] {
							t.Fatalf("top %d: %d at %v valued %v, unfiltered %v", top, v, c, got[v-knister.MinValue][sq], want[v-knister.MinValue][sq])
						}
						if i >= top && !math.IsInf(float64(got[v-knister.MinValue][sq]), -1) {
							t.Fatalf("top %d: %d at %v, the filter's %d-th square, valued %v", top, v, c, i+1, got[v-knister.MinValue][sq])
						}
					}
				}
			}
		}
	}
}

// Self-play through a filter gives every position after a placement a
// target, and none of them is the -∞ of a square the filter left out.
func TestSelfPlayThroughFilter(t *testing.T) {
	m, small := testNet(t, 16, 8), testNet(t, 8, 4)
	tr := newNetTrainer(m, m.net.widths(), 0, 2)
	tr.filter, tr.filterTop = small.net, 2
	const games = 6
	samples, mean := tr.selfPlay(games, []uint64{1, 2}, 0.1, 0.5)
	if len(samples) != games*(knister.Rounds-1) || mean <= 0 {
		t.Fatalf("%d samples from %d games, mean score %v", len(samples), games, mean)
	}
	for i, s := range samples {
		if math.IsInf(float64(s.target), 0) || math.IsNaN(float64(s.target)) {
			t.Fatalf("sample %d: target %v", i, s.target)
		}
	}
}
