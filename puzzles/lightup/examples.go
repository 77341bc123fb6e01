package lightup

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "puzz.link 6x6", Text: "https://puzz.link/p?akari/6/6/nekcakbl"},
	{Name: "Text grid 7x7", Text: text7},
	{Name: "Light Up 10x10", Text: "10x10:jBBc0b3d0l1c3bBaBa2d2a3aBb1cBl0d1b1cBBj"},
	{Name: "Light Up 14x14 hard", Text: lightup14},
	{Name: "Light Up 14x14 hard, no symmetry", Text: lightup14b},
	{Name: "Light Up 25x25 hard", Text: lightup25},
}

// text7 is Tatham's 7x7:k0b0a2aBdBaBdBaBa3b2k as a text grid.
const text7 = `#lightup
.......
....0..
0.2.#..
..#.#..
..#.#.3
..2....
.......
`

// Light Up game IDs made by Simon Tatham's generator (lightup.c,
// new_game_desc; parameters 14x14b20s2d2, 14x14b20s0d2, 25x25b20s2d2).
const (
	lightup14  = "14x14:a10b1dB0cBd2a2i2a1aBaBe1h0aB1c1gBcBcB1eBdBa0nBa1d1e0Bc1c3gBc13aBhBe1aBaBa1i1a0d2c1BdBb11a"
	lightup14b = "14x14:aBa2f0fBeBBeBBb0f11B1BdBd1e2eBc11bBBa1bBh0a1cB2d1c11b1b2BBeBBn1aBaBc0c1f1b0bBc3hBaBhBi"
	lightup25  = "25x25:a0cBa2bBbBBBa1fBgBd0Bg22aBf10BBbBBaBaBg0bBhBeBaB3f2bBB1aBaB1aBa1bBe2fBBb1B2aBcBbBaBBBaBd2BcBd2aBbBb2aBa1cBbBBaBa0cBBBaBaBBbBB1bBBeBaBBaBBeBf2bB2aBB1eB0bBBgB0a2dBdB10BBBa0BBcBgBb2bBBkBBb1b2g2cBBBa1BBB1BdBdBaBBgBBbBBeBB0aBBbBfBe20aBBa2eBBb3B1bBBa2aBB0c2aBaBBbBc1aBaBbBb1aBd0cBBd0aBB1a1bBc1aBBBb11f1eBbBaBaBBaBaB11b0fB1a2eBh0bBg1a2aBBbBBBBf2aB1gBBdBgBf2aBBBb1b1a2c2a"
)
