package ui

// Seating lays out a table around one screen: a panel per seat at the
// screen's edges (SeatEdges), each turned to face its seat, and the middle
// between them. The long sides seat the most people; the screen is taken
// to be landscape (the app turns a table on a portrait screen, see
// core.FlatTable).
type Seating struct {
	Margin float64 // gap between panels, and from the screen's edges
	// A panel's depth from its edge is min(DepthH × height, DepthW ×
	// width) of the screen.
	DepthH, DepthW float64
	// SideLen and LongLen cap a panel's length along its edge, in depths:
	// on the left and right edges, and on the bottom and top.
	SideLen, LongLen float64
}

// Seated is a table laid out by Seating.
type Seated struct {
	Panels []Panel // by seat: screen rectangles and turns
	Middle Rect    // the room between the panels
}

// Seat lays n seats around a w×h screen.
func (st Seating) Seat(w, h float64, n int) Seated {
	var out Seated
	W, H := w, h
	m := st.Margin
	edges := SeatEdges(n)
	count := map[Turn]int{}
	for _, e := range edges[:min(n, len(edges))] {
		count[e]++
	}
	t := min(H*st.DepthH, W*st.DepthW)
	left, right := m, W-m
	if count[FaceLeft] > 0 {
		left = m + t + m
	}
	if count[FaceRight] > 0 {
		right = W - m - t - m
	}
	index := map[Turn]int{}
	for p := range min(n, len(edges)) {
		e := edges[p]
		var r Rect
		switch e {
		case FaceLeft, FaceRight:
			l := min(H-2*m, t*st.SideLen)
			x := m
			if e == FaceRight {
				x = W - m - t
			}
			r = Rect{X: x, Y: (H - l) / 2, W: t, H: l}
		default:
			k := float64(count[e])
			pw := min((right-left-(k-1)*m)/k, t*st.LongLen)
			x0 := left + (right-left-(k*pw+(k-1)*m))/2
			i, y := index[e], H-m-t
			if e == FaceTop {
				y = m
				i = count[e] - 1 - i // the top's first seat sits at its player's left
			}
			r = Rect{X: x0 + float64(i)*(pw+m), Y: y, W: pw, H: t}
		}
		index[e]++
		out.Panels = append(out.Panels, Panel{Rect: r, Turn: e})
	}
	y0, y1 := m, H-m
	if count[FaceTop] > 0 {
		y0 = m + t + m
	}
	if count[FaceBottom] > 0 {
		y1 = H - m - t - m
	}
	out.Middle = Rect{X: left, Y: y0, W: max(1, right-left), H: max(1, y1-y0)}
	return out
}
