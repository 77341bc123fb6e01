package tents

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "puzz.link 5x5", Text: "https://puzz.link/p?tents/5/5/2g0h1i1j82323"},
	{Name: "Text grid 8x8", Text: text8},
	{Name: "Tents 10x10 tricky", Text: tents10},
	{Name: "Tents 15x15 tricky", Text: tents15},
}

// text8 is Tatham's 8x8:aacjeegjcabac,3,1,1,1,0,2,2,2,2,1,2,0,2,1,2,2 as a
// text grid.
const text8 = `#tents
31110222
.T.T...T 2
........ 1
..T..... 2
T.....T. 0
......T. 2
........ 1
.T...T.T 2
..T.T... 2
`

// Game IDs made by Simon Tatham's generator (tents.c, new_game_desc;
// parameters 10x10dt and 15x15dt): the slowest for this solver of the
// batches in testdata/tatham_ids.txt.
const (
	tents10 = "10x10:afecaaachk_dbic_icabg,2,3,0,2,3,1,1,4,1,3,3,1,3,2,1,3,1,2,2,2"
	tents15 = "15x15:bcfcccfeedjeaa_aeccckaedbaeggj_bbaaabjegahfeca,4,3,5,2,3,3,3,2,4,1,3,3,3,1,5,4,3,2,3,3,1,6,0,4,3,2,5,2,2,5"
)
