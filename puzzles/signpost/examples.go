package signpost

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns. The game IDs were made with Simon
// Tatham's Signpost generator (signpost.c of the ghewgill/puzzles mirror,
// version 1.3.2, built with -DSTANDALONE_SOLVER), run as
// "signpost 'PARAMS#SEED'" with the parameters and seed in each name;
// 7x7 with corners ("7x7c") is Tatham's largest preset (Signpost has
// no difficulty levels). The text grids were made by Generate.
var examples = []puzzles.Example{
	{Name: "Tatham 4x4c #31", Text: "4x4:1cddgcfafcheebbg16a"},
	{Name: "Tatham 5x5 #32 (free ends)", Text: "5x5:dc25a1fgedhfgcda14eadbbagcagga"},
	{Name: "Tatham 6x6c #33", Text: "6x6:1eedgg32gecdcfhdb14dcee11a3abaf10gb6baddabcgah36a"},
	{Name: "Tatham 7x7c #11", Text: "7x7:1cedcfge38dcfdeh6g15decefefecghhaee43c11ea31h44h5aa26hhabcgcc21bbah49a"},
	{Name: "Tatham 7x7c #14", Text: "7x7:1ce27ecggfc38egdfefebg12eg45cf30ccaaef43aac28gbcbeac40c6g25hagac5bagb49a"},
	{Name: "Tatham 7x7 #21 (free ends)", Text: "7x7:cdc3c29ed49a37dc14h12gfefdebeb40feabcecgg1accdbaebaagfdgb26ca43ghaa"},
	{Name: "Tatham 8x6 #34 (free ends)", Text: "8x6:cedfg35fgeeeeec48aef17dhf8fdb39efc18caebbggb9dbd1haae22aac6agga45a"},
	{Name: "Generated 3x3 corners", Text: `#signpost
1e  d  g
 d  d  g
 b  a  9
`},
	{Name: "Generated 7x7", Text: `#signpost
 8e   e   d   g 19g   g   e
  b   d 26e   c   c   e   h
  a   a   c 42c   f   e   e
 5e   a   e   d   f   g   e
  a  1e   c   a  49   h   a
  a   a   a   a   g   g   h
  a   h   c   a   g 28g   a
`},
}
