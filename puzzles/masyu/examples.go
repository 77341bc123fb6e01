package masyu

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "puzz.link 6x6", Text: "https://puzz.link/p?mashu/6/6/1063000i3000"},
	{Name: "Text grid 6x6", Text: text6},
	{Name: "Pearl 8x8 tricky", Text: "8x8:cWBbBiBbBcBcBcBeWWiWWbBgWWa"},
	{Name: "Pearl 10x10 tricky", Text: pearl10},
	{Name: "Pearl 12x12 tricky", Text: pearl12},
}

// text6 is Pearl's 6x6:cWWdBbBeBbWWjWaB as a text grid.
const text6 = `#masyu
...WW.
...B..
B.....
B..WW.
......
...W.B
`

// Pearl game IDs made by Simon Tatham's generator (pearl.c,
// new_game_desc; parameters 10x10dt and 12x12dt; more in
// testdata/pearl_ids.txt).
const (
	pearl10 = "10x10:BcWaBBaBeBfWWeWBaBlBdWcWaBbWWdWiBbWcBeWdWaBaBb"
	pearl12 = "12x12:cWaBBaWgBcWbWWuWcBbWbWbWaBaBcWWWbWbWWWkWWaWcBaBWgBgWbWaWfWfBWbWbWb"
)
