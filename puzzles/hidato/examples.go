package hidato

import "github.com/puzzlesat/puzzlesat/puzzles"

// The seeds are copied verbatim from the seed document (hi_002.txt and
// ktour_003.txt); the others were made by Generate.
var (
	hidatoExamples = []puzzles.Example{
		{Name: "Seed hi_002", Text: `#Hidato dm unk hi_002.txt
x,x,0,0,10,0
x,0,14,12,0,9,0
0,16,x,x,0,1,0,0
17,0,x,0,23,0,0,4
30,0,0,0,26,x,45,0
0,0,0,0,x,x,0,46
x,0,28,0,0,40,0
x,x,0,37,38,39
`},
		{Name: "Generated 8x8", Text: `#hidato
 .  .  .  .  .  .  .  .
 .  .  . 64  . 22 19  .
 . 60  .  .  .  .  . 28
 .  .  .  .  .  .  .  .
 .  .  9 51  . 45 47  .
 .  7 53  .  . 46  . 34
 .  .  . 43  . 38  .  .
 .  .  1  . 41  . 37  .
`},
		{Name: "Generated 9x9 with holes", Text: `#hidato
 .  .  . 39  #  . 45 47  .
 #  .  9  .  . 43  .  .  .
 .  .  .  .  .  . 53  .  .
 .  . 18  . 56  .  .  #  .
 .  . 32  #  .  .  .  #  #
 .  .  .  #  .  .  .  .  .
 . 23  .  .  .  1  .  . 61
 . 25  . 70  .  .  . 66 65
26  . 73  . 69  .  .  .  #
`},
	}
	knightsTourExamples = []puzzles.Example{
		{Name: "Seed ktour_003 10x10", Text: `#ktour ktour_003.txt 10x10
45,0,0,52,43,18,0,74,0,0
48,0,0,0,94,0,0,19,84,0
0,0,53,0,57,0,0,0,0,40
0,0,0,91,98,0,72,0,76,0
59,14,0,0,81,90,0,0,0,0
2,0,64,0,100,0,82,0,86,0
0,0,1,0,0,68,87,78,23,38
0,0,66,63,0,35,70,0,0,29
0,12,0,0,69,0,33,0,0,0
4,7,0,11,0,0,0,25,0,31
`},
		{Name: "Generated 8x8", Text: `#knightstour
 .  . 52 37 30  .  .  1
 .  .  .  .  .  .  .  .
 .  .  .  .  .  .  2  .
 .  . 23  .  .  .  .  .
 .  . 20  . 64  .  .  .
 .  .  .  8  .  .  .  .
58  . 16  .  .  . 44  .
 . 14  .  .  .  .  .  .
`},
		{Name: "Closed 6x6 (generated)", Text: `#knightstour closed
 .  .  .  .  .  .
 .  .  .  .  1 34
 .  . 36  . 26  .
 .  6  .  .  .  .
 .  .  .  .  .  .
 .  . 13  .  .  .
`},
	}
)
