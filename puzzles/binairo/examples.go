package binairo

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns: Unruly game
// IDs made with Tatham's generator (testdata/tatham_ids.txt).
var examples = []puzzles.Example{
	{Name: "Unruly 6x6", Text: "6x6de:cOaDCAEe"},
	{Name: "Unruly 8x8, unique rows", Text: "8x8udn:bbDAcjagbdgBIBaCbc"},
	{Name: "Unruly 10x12, unique rows", Text: "10x12ude:BkcBDHccBEBdAfcMBCBEfbEDhCbaEa"},
	{Name: "Unruly 14x14", Text: "14x14dn:ABcbeMdcCccABEKHGDdacBAFabJCmfDBABagAEJeHDhcbb"},
	{Name: "Unruly 14x14, unique rows", Text: "14x14udn:abbGakbceGdbGAbdBCbcgMGCjfafBDLHBIAcCAAEAdEAja"},
	{Name: "Unruly 16x16", Text: "16x16dn:aaedCDEBGadDAeBeDABjafCBrdBbGFDeedDBCBBEeGcbbBBGkbbdANCAFAcCEBja"},
}
