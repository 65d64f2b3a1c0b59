// Command gallery paints every Cifra sprite at a few sizes onto one image
// and saves it as a PNG, so the look can be reviewed (and diffed) without
// running the game. It needs a display: run it under xvfb-run on servers.
//
//	xvfb-run -a go run ./sprites/cmd/gallery -out /tmp/gallery.png
//	xvfb-run -a go run ./sprites/cmd/gallery -sheet kakuro -out /tmp/kakuro.png
//	xvfb-run -a go run ./sprites/cmd/gallery -sheet kakuzu -out /tmp/kakuzu.png
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

const width, height = 1900, 2420

type gallery struct {
	out   string
	sheet string
	kit   *sprites.Kit
	done  error
}

func (g *gallery) Update() error {
	if g.done != nil {
		return g.done
	}
	w, h := width, height
	switch g.sheet {
	case "kakuro":
		w, h = kakuroSheetW, kakuroSheetH
	case "kakuzu":
		w, h = kakuzuSheetW, kakuzuSheetH
	}
	canvas := ebiten.NewImage(w, h)
	switch g.sheet {
	case "kakuro":
		composeKakuroSheet(canvas, g.kit)
	case "kakuzu":
		composeKakuzuSheet(canvas, g.kit)
	default:
		compose(canvas, g.kit)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	canvas.ReadPixels(img.Pix)
	g.done = ebiten.Termination
	if err := save(g.out, img); err != nil {
		g.done = err
	}
	return nil
}

func (g *gallery) Draw(*ebiten.Image) {}

func (g *gallery) Layout(int, int) (int, int) { return 320, 240 }

func save(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func main() {
	out := flag.String("out", "gallery.png", "PNG file to write")
	pal := flag.String("palette", "classic", "classic or colorblind")
	scale := flag.Float64("scale", 1, "device scale the kit paints for")
	sheet := flag.String("sheet", "all", "all (every sprite), kakuro (the Kakuro board at cell 96 in play) or kakuzu (the Kakuzu tray in play and its pieces)")
	flag.Parse()
	p := sprites.Classic()
	if *pal == "colorblind" {
		p = sprites.ColorBlind()
	}
	kit := sprites.NewKit(p)
	kit.SetScale(*scale)
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("Cifra sprite gallery")
	g := &gallery{out: *out, sheet: *sheet, kit: kit}
	err := ebiten.RunGame(g)
	if err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(err)
	}
	fmt.Printf("wrote %s (%d sprites painted)\n", *out, kit.Painted())
}
