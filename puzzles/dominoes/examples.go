package dominoes

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "Seed: double-six, irregular (The Turing Tests)", Text: seedExample},
	{Name: "Dominosa double-6", Text: dominosa6},
	{Name: "Dominosa double-9", Text: dominosa9},
	{Name: "Dominosa double-15", Text: dominosa15},
}

// The seed document's puzzle (testdata/seed_dp_001.txt).
const seedExample = `#dp 0-6 dp_001.txt TTT P7
xxxx66
xxx0421
xxx6356
x00116541
0326105431
0215252430
x22130544
xxx6346
xxx4353
xxxx25
-
6-4,73-83
`

// Generated Dominosa puzzles with unique solutions: Generate(n, 1, true),
// as in testdata/dominosa_{6,9,15}_1.txt; one board row per line.
const (
	dominosa6 = "6:" +
		"60501430" +
		"10541226" +
		"26431303" +
		"51231252" +
		"61046440" +
		"52503642" +
		"63145653"
	dominosa9 = "9:" +
		"39652658641" +
		"54474388573" +
		"19391100627" +
		"00025196720" +
		"95863876755" +
		"72874173399" +
		"18600422449" +
		"63728831114" +
		"62520930478" +
		"26953548901"
	dominosa15 = "15:" +
		"7[14][12]3[14][14][14]9336[13]84[14][11][15]" +
		"4[13]8[12]9[13]31[11][14]972[12][15][15][13]" +
		"5[10][15]1715[13]601167104" +
		"68[12][13]3[12]9[12][14][13]87[14]7[15]0[12]" +
		"0[11]7[13][11]96[12]2184[15]2[11][13]5" +
		"[13][12]302522[14]812315[14]9" +
		"517[11][11][11][15]60[10][14]0[11]3070" +
		"[15][14][10][12][15]8351[13]7[10][13]99[10]2" +
		"[11]5844964[11]807[11]8[10][15]3" +
		"5[15][10][12]590[13]00[10][10]4538[14]" +
		"770[13]4[11]24[10]83142[15][12]8" +
		"1[14][15][12]0[10]591866[14]9593" +
		"5[15]4553034[11]214[11]666" +
		"6[11][10]622[13]7[12][12][15][11]82[15]92" +
		"919[12][10]4[10][13]581[14]3742[14]" +
		"[12]276[10]09[13]684[10]67[10]3[15]"
)
