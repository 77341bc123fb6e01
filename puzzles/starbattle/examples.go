package starbattle

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "puzz.link 6x6, 1 star (pzprjs test)", Text: "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"},
	{Name: "Queens 8x8", Text: queens8},
	{Name: "Queens 9x9", Text: queens9},
	{Name: "Star Battle 10x10, 2 stars", Text: stars10},
}

// Generated puzzles with unique solutions, kept in testdata/gen_N_K_SEED.txt
// (Generate(n, k, seed) when they were made; its output follows the
// solver's choices, so it may differ now).
const (
	queens8 = `#starbattle stars=1
AAAABCCC
AAAADCCC
EAAADDDD
EAADDDDD
EAAFGGDD
EEEFGDDD
HEEFFDDD
EEFFFDDD
`
	queens9 = `#starbattle stars=1
AAAABBCCC
ABBBBBCDC
ABBBBBCDC
ABBBBECDD
FFBBBEEED
FBBBBBEED
GGBGBBEED
GGGGGEEEH
GIGGHHHHH
`
	stars10 = `#starbattle stars=2
AAAAABBBCC
AAADAABBCC
EAADFFBBCC
EEDDFFFBBC
EEDDFBBBCC
EEDGGBHHHH
EGGGGIIIHH
EEEGGIIIHH
EEEGGGJJJH
EEEJJJJHHH
`
)
