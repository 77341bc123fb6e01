package puzzles_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

func TestCaption(t *testing.T) {
	s := puzzles.CaptionedScene(3, 4)
	if s.W != 4 || s.H != 3+puzzles.CaptionHeight {
		t.Fatalf("scene %gx%g, want 4x%g", s.W, s.H, 3+puzzles.CaptionHeight)
	}
	puzzles.AddCaption(&s, 3, "a long caption for a narrow board")
	if len(s.Items) != 1 {
		t.Fatalf("%d items, want 1", len(s.Items))
	}
	it := s.Items[0]
	if it.Kind != draw.Text || it.X != 2 || it.Y != 3+puzzles.CaptionHeight/2 || it.Size >= 0.4 {
		t.Errorf("caption item %+v: want text centred in the strip, shrunk below 0.4", it)
	}
}
