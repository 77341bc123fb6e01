package hashi

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "Text grid 7x7", Text: text7},
	{Name: "puzz.link 5x5", Text: "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3"},
	{Name: "Bridges 10x10 hard", Text: bridges10},
	{Name: "Bridges 10x10 hard, no loops", Text: bridges10L},
	{Name: "Bridges 7x7, up to 4 bridges", Text: bridges7m4},
	{Name: "Bridges 15x15 hard", Text: bridges15},
}

// text7 is Tatham's 7x7m2:3b3a1c3a3a3i5c3i3b1a3e3 as a text grid.
const text7 = `#hashi max=2 loops=yes
3..3.1.
..3.3.3
.......
..5...3
.......
..3..1.
3.....3
`

// Bridges game IDs made by Simon Tatham's generator (bridges.c,
// new_game_desc; parameters 10x10i30e10m2d2, 10x10i30e10m2Ld2,
// 7x7i30e10m4d1 and 15x15i30e10m2d2: the hard presets).
const (
	bridges10  = "10x10m2:b1a3a6b42b3a3n4b2b6b6ze2a3h1b2d3e4b3"
	bridges10L = "10x10m2L:2c3a4a2d1c2a3d3a5a2a3b4c2d2a3a2b2j3a3a4b4a3a1a2f3a2b2c3d3c2a"
	bridges7m4 = "7x7m4:4c1c3a4b46c5j3a6g3b2b8b7"
	bridges15  = "15x15m2:3h5a4b2b2d1e1r3f4a3a4f1b2c1d3a2z4c5b5f3l4zc2g2a3c3a3a4g4c1m1a12a3f4a3a2a"
)
