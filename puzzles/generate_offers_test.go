package puzzles_test

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
)

func TestOffers(t *testing.T) {
	got := puzzles.Squares("flip", 3, 10)
	want := []puzzles.GenerateOptions{{Rows: 3, Cols: 3, Variant: "flip"}, {Rows: 10, Cols: 10, Variant: "flip"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Squares = %+v, want %+v", got, want)
	}
	if text := puzzles.OfferText(append(puzzles.Squares("", 5), puzzles.GenerateOptions{Rows: 4, Cols: 6, Variant: "net"})); text != "5x5, 6x4 net" {
		t.Errorf("OfferText = %q", text)
	}
	if got := puzzles.OffersOf(masyu.Type{}); len(got) == 0 || got[0].Rows != 6 {
		t.Errorf("masyu offers %+v", got)
	}
	if got := puzzles.OffersOf(lightup.Type{}); got != nil {
		t.Errorf("a generator that names no offer offers %+v", got)
	}
}

// TestOtherLoop: a loop through all four pearls of a 2x3 board is the
// only one; without the pearls another loop fits.
func TestOtherLoop(t *testing.T) {
	loop := [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {1, 0}}
	pearls, err := masyu.Parse("#masyu\n.W.\n.W.\n")
	if err != nil {
		t.Fatal(err)
	}
	if other, _, err := puzzles.OtherLoop(pearls, loop); err != nil || other != nil {
		t.Errorf("OtherLoop on the unique puzzle = %v, %v; want nil, nil", other, err)
	}
	empty, _ := masyu.New(2, 3)
	other, work, err := puzzles.OtherLoop(empty, loop)
	if err != nil || other == nil || work < 0 {
		t.Fatalf("OtherLoop on the empty board = %v, %d, %v; want another loop", other, work, err)
	}
	if got := other.(*masyu.Answer).Loop; len(got) != 4 {
		t.Errorf("the other loop %v, want a 2x2 square", got)
	}
	if _, _, err := puzzles.OtherLoop(empty, [][2]int{{0, 0}, {1, 1}}); err == nil {
		t.Error("a loop stepping diagonally was accepted")
	}
	light, _ := lightup.New(2, 3)
	if _, _, err := puzzles.OtherLoop(light, loop); err == nil {
		t.Error("a puzzle that is not a loop puzzle was accepted")
	}
}
