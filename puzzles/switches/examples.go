package switches

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "Seed 3x4 (text)", Text: seedText},
	{Name: "Seed 3x4 (picture)", Text: seedPicture},
	{Name: "Lights Out 5x5, all on, several solutions", Text: "#switches lightsout\n*****\n*****\n*****\n*****\n*****\n"},
	{Name: "Tatham Flip 3x3 random, several solutions", Text: "3x3:d0740b1a41b3244c0f0d8,e58\n"},
	{Name: "One-sided switches, pattern goal, several solutions", Text: `#switches
bulbs: north east south west hub
lit: hub
goal: north south
hub north
hub east
hub south
hub west
north > east
east > south
south > west
west > north
`},
}

// The seed's example, in its text format and as its picture. Its only
// solution is a b e f g i j k.
const (
	seedText = `a b c d e f g h i j k l
a b       f g h i   k l
a b
b c
c d
e f
f g
g h
i j
j k
k l
a e
b f
c g
d h
e i
f j
g k
h l
`
	seedPicture = `o -- o -- * -- *
|    |    |    |
* -- o -- o -- o
|    |    |    |
o -- * -- o -- o
`
)
