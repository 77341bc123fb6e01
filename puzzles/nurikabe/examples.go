package nurikabe

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "puzz.link 5x5", Text: "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"},
	{Name: "Generated 10x10", Text: generated10},
	{Name: "puzz.link 10x10, sparse (slow)", Text: "https://puzz.link/p?nurikabe/10/10/p2q8j7m2h7zh4h8m4j2q6p"},
	{Name: "puzz.link 6x6, several solutions", Text: "https://puzz.link/p?nurikabe/6/6/m8n8i9u"},
}

// generated10 is Generate(10, 10, 1).
const generated10 = `#nurikabe
....1...4.
...5......
....4.....
..........
....2.....
5.........
.1...2....
...2......
1......7..
...3.3...1
`
