package sudoku

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns: Solo puzzles
// made by Tatham's generator at its Unreasonable level
// (testdata/tatham_ids.txt), small boards, and a puzz.link URL.
var examples = []puzzles.Example{
	{Name: "Classic 9x9, Unreasonable (Solo)", Text: "3x3:a7c5d3b4f1_9_6c5a8d3_1_9b5c7b9_6_3d8a8c9_6_1f8b6d1c5a"},
	{Name: "X 9x9, Unreasonable (Solo)", Text: "3x3x:b5a9f6c1a5d5b6b2c6_9m8_7c2b3b8d8a9c3f3a4b"},
	{Name: "Jigsaw 9x9, Unreasonable (Solo)", Text: "9j:a1_8b7_2f5c7g8a9a2b3o4b7a6a7g6c3f6_8b4_2a," +
		"cba_b_b_bbbaaaa_c_aa_c___acaaaeccaba__a__cacb_a_adc__a__aa___gc"},
	{Name: "Killer 9x9, Unreasonable (Solo)", Text: "3x3k:zzzc," +
		"aaaa__aa___aa___a_a____aa_________a______a______aaaaba_aaa___aa__ab_____aa___aa__aaa_aa__baa_baaa_," +
		"16a15a10a14a7_11a6a14a7c8a7a8a10_13_13a9_9b14b9b20a8a14_11a9_16_11e12c6_11_9a7a17a13b29f12d"},
	{Name: "Killer X 9x9, Unreasonable (Solo)", Text: "3x3xk:zzzc," +
		"__aaa__aaa_aa__ca___aaa____a_____________aa__ca__c__ab___a_______a__a_a___a_a__aaaa_aab__aa_aaaa_," +
		"10_11_11a6a16a7b9a18a12c13a26b6_9a18d9a13a8a9c12a13_15_9_12a13_9a7c15c12a20_20b6a9f14c8a"},
	{Name: "16x16, Unreasonable (Solo)", Text: "4x4:j16_10_5a7a16_6_12_2b7b3c13a4_7b11_4b13_6c12_1c4c2a12a7a13_6d1_5b12a2_14d9b12a2c11_4b6_3_13e13_9d12a1a16_11a7d15_16e9_3b10_3b15_14e8_12d8a9_6a13a1d2_3e13_5_10b1_9c7a12b11d8_3a4b16_10d5_16a6a10a13c9c15_10c9_7b11_1b14_1a8c10b15b11_5_16_3a9a16_12_1j"},
	{Name: "6x6 (2x3 boxes, Solo 2x3:f2c5_1b2a4_6_6_4a2b5_3c2f)", Text: "#sudoku 6 box=2x3\n......\n2...51\n..2.46\n64.2..\n53...2\n......\n"},
	{Name: "4x4 (puzz.link)", Text: "https://puzz.link/p?sudoku/4/4/g1k23k3g"},
	{Name: "Small killer 4x4", Text: "#sudoku 4 box=2x2 killer\n1...\n....\n....\n...1\ncages:\n" +
		"4: r1c1 r2c1\n5: r1c2 r1c3\n6: r1c4 r2c4\n5: r2c2 r2c3\n6: r3c1 r4c1\n8: r3c2 r3c3 r4c2\n6: r3c4 r4c3 r4c4\n"},
}
