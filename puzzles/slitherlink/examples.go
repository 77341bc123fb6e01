package slitherlink

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "puzz.link 5x5", Text: "https://puzz.link/p?slither/5/5/cbcbcddad"},
	{Name: "Text grid 5x5", Text: text5},
	{Name: "Loopy 7x7 normal", Text: "7x7t0:b22a32a3f1e23a3b221a0a0223a2a11a1e"},
	{Name: "Loopy 10x10 hard", Text: loopy10},
	{Name: "Loopy 30x30 hard", Text: loopy30},
}

// text5 is Loopy's 5x5t0:a211b11a3a2e3013d as a text grid.
const text5 = `#slitherlink
.211.
.11.3
.2...
..301
3....
`

// Loopy game IDs made by Simon Tatham's generator (loopy.c,
// new_game_desc; parameters 10x10t0dh and 30x30t0dh; more in
// testdata/loopy_ids.txt).
const (
	loopy10 = "10x10t0:3b22b323b13112c232a2b0i0a2212a2g20111231b32a2f3a1a11b2d2b1a322b2a213"
	loopy30 = "30x30t0:132a232a22b2b3c233322d3a22a2122c2a2311b1d1a2a323b2c1211a2d2211f1a2d1c2c11e31a3b1a211c2a3e2a2c2c2221a2b3223c132a3a20b133a323a10b1b2g22a3l232a3a322222g222b2c3b122b2a22a2a32a3c33b3b2212b22a32a2b222a2b2c0a02a3b2b3b2a3a11a1b2d3b2a1a22a22b21b1d13131b21a13a31a1a1a13a2c02a1c2e2a1a23122e3e1a22a2323a22d10b22b2223d22a1a1a2c2e332a1b2a1b101b23c2b113a2a3c3f01b20a3a3b2c2a3a3b22h2c1c232b1a2b11a2a22b311a1b2a0f23a21b2a32c2123b103a22d32b3a21a1i11b123102c3g2b11a12b22a122a1a23b2b2a1032a3a3a1b2c22b3a1b3a2a3a1b2a2c12a02a2a1a1c3a3a12b2a32a203b2c232a221a3122b2a2b2a3b1b2a12a1g2212b1a2a12a3a11c32a2a3b22b2b3a3b2c1b3f1b2a2a2c31a2d3a21a2a3e3a232a322d3b23a33c223213b2"
)
