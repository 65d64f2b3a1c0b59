// Command shotcheck checks end-to-end screenshots for what a person would
// see, so scripts/e2e-desktop.sh can fail on a blank picture or on
// languages that all look the same. Standard library only: it must build
// and run where Ebitengine cannot start (no display).
//
//	shotcheck blank FILE...
//	    each PNG is a picture, not one flat colour or a bare gradient: at
//	    least -colours distinct colours, a luminance spread (standard
//	    deviation, 0…255) of at least -spread, and at least -detail per
//	    cent of its pixels at a sharp edge (luminance differing by more
//	    than 16 from the pixel right of or below it). The same measures
//	    as wasm/e2e/lib/pixels.mjs.
//	shotcheck differ -region X0,Y0,X1,Y1 FILE...
//	    every pair of PNGs differs inside the region (fractions of the
//	    width and height): at least -changed of its pixels differ by more
//	    than 40 in some channel. Menus in two languages differ where the
//	    text is; a catalogue that falls back to English makes a pair equal.
//	shotcheck same [-most F] FILE...
//	    every PNG looks like the first: at most -most of their pixels
//	    differ by more than 40 in some channel. A game binary from a
//	    download draws the menu the one built here draws.
//
// It prints one line per file or pair with the measures and exits 1 when
// any check fails, naming the file or pair and why.
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "blank":
		err = blankCmd(os.Args[2:])
	case "differ":
		err = differCmd(os.Args[2:])
	case "same":
		err = sameCmd(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "shotcheck:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: shotcheck blank [-colours N] [-spread S] FILE...\n       shotcheck differ [-region X0,Y0,X1,Y1] [-changed F] FILE...\n       shotcheck same [-most F] FILE...")
	os.Exit(2)
}

func load(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

// rgb8 is a pixel's colour at 8 bits a channel.
func rgb8(img image.Image, x, y int) (r, g, b uint8) {
	r32, g32, b32, _ := img.At(x, y).RGBA()
	return uint8(r32 >> 8), uint8(g32 >> 8), uint8(b32 >> 8)
}

// Measures is what blank checks: distinct colours, luminance spread and
// the per cent of pixels at a sharp edge.
type Measures struct {
	Colours int
	Spread  float64
	Detail  float64
}

// sharpEdge is how much a pixel's luminance must differ from its
// neighbour's to count as an edge: more than a gradient's step, less than
// text on its background.
const sharpEdge = 16

func luma(img image.Image, x, y int) float64 {
	r, g, b := rgb8(img, x, y)
	return 0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)
}

// Measure counts img's distinct colours, the standard deviation of its
// luminance (0 for one flat colour) and the per cent of its pixels at a
// sharp edge (0 for a flat colour or a smooth gradient, ~5 for a game's
// screen).
func Measure(img image.Image) Measures {
	b := img.Bounds()
	seen := map[uint32]struct{}{}
	var n, sum, sq, sharp float64
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl := rgb8(img, x, y)
			seen[uint32(r)<<16|uint32(g)<<8|uint32(bl)] = struct{}{}
			l := luma(img, x, y)
			n++
			sum += l
			sq += l * l
			if (x+1 < b.Max.X && math.Abs(l-luma(img, x+1, y)) > sharpEdge) || (y+1 < b.Max.Y && math.Abs(l-luma(img, x, y+1)) > sharpEdge) {
				sharp++
			}
		}
	}
	if n == 0 {
		return Measures{}
	}
	mean := sum / n
	return Measures{Colours: len(seen), Spread: math.Sqrt(math.Max(0, sq/n-mean*mean)), Detail: 100 * sharp / n}
}

func blankCmd(args []string) error {
	fs := flag.NewFlagSet("blank", flag.ExitOnError)
	colours := fs.Int("colours", 64, "fewest distinct colours a picture has")
	spread := fs.Float64("spread", 4, "smallest luminance spread a picture has")
	detail := fs.Float64("detail", 0.1, "smallest per cent of its pixels a picture has at a sharp edge")
	fs.Parse(args)
	if fs.NArg() == 0 {
		return errors.New("blank: no files")
	}
	var bad []string
	for _, path := range fs.Args() {
		img, err := load(path)
		if err != nil {
			return err
		}
		m := Measure(img)
		fmt.Printf("%s: %d colours, spread %.1f, detail %.2f%%\n", path, m.Colours, m.Spread, m.Detail)
		if m.Colours < *colours || m.Spread < *spread || m.Detail < *detail {
			bad = append(bad, fmt.Sprintf("%s looks blank: %d distinct colour(s), luminance spread %.1f, %.2f%% of pixels at a sharp edge (want ≥ %d colours, spread ≥ %g, ≥ %g%%)",
				path, m.Colours, m.Spread, m.Detail, *colours, *spread, *detail))
		}
	}
	if bad != nil {
		return errors.New(strings.Join(bad, "\n"))
	}
	return nil
}

// Region is a rectangle in fractions of an image's width and height.
type Region struct{ X0, Y0, X1, Y1 float64 }

func parseRegion(s string) (Region, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 4 {
		return Region{}, fmt.Errorf("region %q: want X0,Y0,X1,Y1", s)
	}
	var v [4]float64
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || f < 0 || f > 1 {
			return Region{}, fmt.Errorf("region %q: %q is not a fraction 0…1", s, p)
		}
		v[i] = f
	}
	r := Region{v[0], v[1], v[2], v[3]}
	if r.X1 <= r.X0 || r.Y1 <= r.Y0 {
		return Region{}, fmt.Errorf("region %q is empty", s)
	}
	return r, nil
}

// pixelDiff is how much one channel must differ for a pixel to count as
// changed: more than anti-aliasing or a gradient's dither, less than a
// glyph's stroke against its background.
const pixelDiff = 40

// Changed is the fraction of the region's pixels that differ between a
// and b by more than pixelDiff in some channel. Pictures of different
// sizes are an error.
func Changed(a, b image.Image, r Region) (float64, error) {
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Dx() != bb.Dx() || ab.Dy() != bb.Dy() {
		return 0, fmt.Errorf("sizes differ: %dx%d and %dx%d", ab.Dx(), ab.Dy(), bb.Dx(), bb.Dy())
	}
	x0, x1 := int(r.X0*float64(ab.Dx())), int(r.X1*float64(ab.Dx()))
	y0, y1 := int(r.Y0*float64(ab.Dy())), int(r.Y1*float64(ab.Dy()))
	var n, changed int
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			ar, ag, abl := rgb8(a, ab.Min.X+x, ab.Min.Y+y)
			br, bg, bbl := rgb8(b, bb.Min.X+x, bb.Min.Y+y)
			if absDiff(ar, br) > pixelDiff || absDiff(ag, bg) > pixelDiff || absDiff(abl, bbl) > pixelDiff {
				changed++
			}
			n++
		}
	}
	if n == 0 {
		return 0, errors.New("the region holds no pixel")
	}
	return float64(changed) / float64(n), nil
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func differCmd(args []string) error {
	fs := flag.NewFlagSet("differ", flag.ExitOnError)
	region := fs.String("region", "0,0,1,1", "where to compare: X0,Y0,X1,Y1 as fractions of the width and height")
	least := fs.Float64("changed", 0.01, "smallest fraction of the region's pixels that must differ between two pictures")
	fs.Parse(args)
	r, err := parseRegion(*region)
	if err != nil {
		return err
	}
	if fs.NArg() < 2 {
		return errors.New("differ: want two files or more")
	}
	imgs := make([]image.Image, fs.NArg())
	for i, path := range fs.Args() {
		if imgs[i], err = load(path); err != nil {
			return err
		}
	}
	var bad []string
	for i := range imgs {
		for j := i + 1; j < len(imgs); j++ {
			a, b := fs.Arg(i), fs.Arg(j)
			c, err := Changed(imgs[i], imgs[j], r)
			if err != nil {
				return fmt.Errorf("%s and %s: %w", a, b, err)
			}
			fmt.Printf("%s vs %s: %.2f%% of the region changed\n", a, b, 100*c)
			if c < *least {
				bad = append(bad, fmt.Sprintf("%s and %s look the same in the region %s: %.2f%% of its pixels differ (want ≥ %.2f%%)", a, b, *region, 100*c, 100**least))
			}
		}
	}
	if bad != nil {
		return errors.New(strings.Join(bad, "\n"))
	}
	return nil
}

func sameCmd(args []string) error {
	fs := flag.NewFlagSet("same", flag.ExitOnError)
	most := fs.Float64("most", 0.002, "largest fraction of the pixels that may differ from the first picture")
	fs.Parse(args)
	if fs.NArg() < 2 {
		return errors.New("same: want two files or more")
	}
	first, err := load(fs.Arg(0))
	if err != nil {
		return err
	}
	var bad []string
	for _, path := range fs.Args()[1:] {
		img, err := load(path)
		if err != nil {
			return err
		}
		c, err := Changed(first, img, Region{0, 0, 1, 1})
		if err != nil {
			return fmt.Errorf("%s and %s: %w", fs.Arg(0), path, err)
		}
		fmt.Printf("%s vs %s: %.3f%% of the pixels differ\n", fs.Arg(0), path, 100*c)
		if c > *most {
			bad = append(bad, fmt.Sprintf("%s does not look like %s: %.3f%% of its pixels differ (want ≤ %.3f%%)", path, fs.Arg(0), 100*c, 100**most))
		}
	}
	if bad != nil {
		return errors.New(strings.Join(bad, "\n"))
	}
	return nil
}
