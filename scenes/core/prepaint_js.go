package core

// prepaints says whether a PaintQueue asks for its sprites. Not in the
// browser: it has one thread, so a sprite painted "beside" the loop is
// painted between two frames all the same. Prepainting a Kakuro round's
// pieces there cost its hunt under a software renderer about a fifth of
// its frames in the seconds after the layout (20.8, 20.3, 17 fps without;
// 18.3 painting one a tick, 15.9, 14.4, 15.6 one every fourth tick),
// while the frames it spares a paint later are few. Each sprite is
// painted when it first shows, as it was before.
const prepaints = false
