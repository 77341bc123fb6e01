package tracks_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/tracks"
)

// Solve Tatham's smallest Tracks: the track enters at the ┛ on the left
// and leaves through the ┏ at the bottom.
func Example() {
	puzzlestest.PrintParsedForms(tracks.Parse("4x4:b5a6g9c,S3,4,3,3,4,S4,3,2"))
	// Output:
	// #tracks
	// 3433
	// ..━. 4
	// ┛... 4
	// .... 3
	// ┏... 2
	// unique: true
	// ┏━━┓
	// ┛┏┓┃
	// .┃┗┛
	// ┏┛..
	// {"grid":["┏━━┓","┛┏┓┃",".┃┗┛","┏┛.."]}
	// 4x4:b5a6g9c,S3,4,3,3,4,S4,3,2
}
