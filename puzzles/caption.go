package puzzles

import "github.com/puzzlesat/puzzlesat/puzzles/draw"

// CaptionHeight is the height of the strip below a board that holds its
// caption (see CaptionedScene and AddCaption).
const CaptionHeight = 0.8

// CaptionedScene returns an empty scene for a board of rows x cols cells
// with a strip of CaptionHeight below it.
func CaptionedScene(rows, cols int) draw.Scene {
	return draw.Scene{W: float64(cols), H: float64(rows) + CaptionHeight}
}

// AddCaption writes text centred in the strip below the board of rows
// rows, its size shrunk to fit the scene's width.
func AddCaption(s *draw.Scene, rows int, text string) {
	s.Add(draw.Item{Kind: draw.Text, X: s.W / 2, Y: float64(rows) + CaptionHeight/2, Text: text,
		Size: min(0.4, 1.8*s.W/float64(len(text))), Fill: draw.Ink})
}
