package puzzles

import (
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

func TestNumbersText(t *testing.T) {
	a := &Numbers{Grid: [][]int{{1, 12}, {0, 3}}}
	if got, want := a.Text(), " 1 12\n #  3\n"; got != want {
		t.Errorf("Numbers.Text() = %q, want %q", got, want)
	}
	one, none := 1, 0
	p := &PartialNumbers{Grid: [][]*int{{&one, nil}, {&none, nil}}}
	if got, want := p.Text(), "1 ?\n# ?\n"; got != want {
		t.Errorf("PartialNumbers.Text() = %q, want %q", got, want)
	}
	size := grid.Size{Rows: 2, Cols: 2}
	if got := NumbersOf(p, size); !reflect.DeepEqual(got, [][]int{{1, 0}, {0, 0}}) {
		t.Errorf("NumbersOf(partial) = %v", got)
	}
	if got := NumbersOf(a, grid.Size{Rows: 2, Cols: 3}); got != nil {
		t.Errorf("NumbersOf(wrong size) = %v, want nil", got)
	}
}

func TestCheckNumbers(t *testing.T) {
	size := grid.Size{Rows: 1, Cols: 4}
	clues := []int{1, 0, OffPath, 0} // 1 given, the third cell off the path
	clue := func(pos grid.Pos) int { return clues[pos.C] }
	where, err := CheckNumbers(&Numbers{Grid: [][]int{{1, 3, 0, 2}}}, size, 3, clue)
	if err != nil || !reflect.DeepEqual(where, []grid.Pos{{}, {C: 0}, {C: 3}, {C: 1}}) {
		t.Fatalf("CheckNumbers(good) = %v, %v", where, err)
	}
	for want, g := range map[string][]int{
		"not on the path":   {1, 3, 4, 2},
		"outside 1..3":      {1, 4, 0, 2},
		"3 appears twice":   {1, 3, 0, 3},
		"gives 1, the answ": {2, 3, 0, 1},
		"has 3 cells":       {1, 3, 0},
	} {
		_, err := CheckNumbers(&Numbers{Grid: [][]int{g}}, size, 3, clue)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CheckNumbers(%v) = %v, want %q", g, err, want)
		}
	}
	if _, err := CheckNumbers(&PartialNumbers{}, size, 3, clue); err == nil {
		t.Error("CheckNumbers accepted a partial answer")
	}
}

func TestBadNumbers(t *testing.T) {
	nums := [][]int{{5, 2, 2}, {0, 1, -1}}
	got := BadNumbers(grid.Size{Rows: 2, Cols: 3}, 4, func(p grid.Pos) int { return nums[p.R][p.C] })
	want := map[grid.Pos]bool{{C: 0}: true, {C: 1}: true, {C: 2}: true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("BadNumbers = %v, want %v", got, want)
	}
}

func TestTypeDigit(t *testing.T) {
	for _, c := range []struct{ cur, d, limit, next int }{
		{0, 5, 9, 5}, {1, 2, 20, 12}, {3, 2, 20, 2}, {-1, 4, 9, 4}, {7, 0, 9, 7},
	} {
		next, ok := TypeDigit(c.cur, c.d, c.limit)
		if next != c.next || ok != (next != c.cur) {
			t.Errorf("TypeDigit(%d, %d, %d) = %d, %v, want %d", c.cur, c.d, c.limit, next, ok, c.next)
		}
	}
	if keys := DigitKeys(Key{Label: "Delete", Key: "Delete"}); len(keys) != 11 || keys[0].Key != "1" || keys[9].Key != "0" {
		t.Errorf("DigitKeys = %v", keys)
	}
}

func TestHeader(t *testing.T) {
	if got := FirstLine("\n  \n  #Hidato closed \nx"); got != "#Hidato closed" {
		t.Errorf("FirstLine = %q", got)
	}
	for line, want := range map[string]string{"#Hidato closed": "hidato", "# . 1": "", "#1": "", "hidato": ""} {
		if got, ok := HeaderWord(line); got != want || ok != (want != "") {
			t.Errorf("HeaderWord(%q) = %q, %v, want %q", line, got, ok, want)
		}
	}
	rest, first := TrimBlankLines([]string{"", "\t", "  ", "a", "", "\r"}, 4)
	if !reflect.DeepEqual(rest, []string{"  ", "a"}) || first != 6 {
		t.Errorf("TrimBlankLines = %q, %d", rest, first)
	}
}

func TestCountExcept(t *testing.T) {
	if got := CountExcept([][]int{{-1, 0, 3}, {-1, -1, 2}}, -1); got != 3 {
		t.Errorf("CountExcept = %d, want 3", got)
	}
}

func TestAnswerPair(t *testing.T) {
	a, b := &Numbers{}, &Numbers{}
	if x, y, ok := AnswerPair[*Numbers](a, b); !ok || x != a || y != b {
		t.Errorf("AnswerPair(Numbers, Numbers) = %v, %v, %v", x, y, ok)
	}
	if _, _, ok := AnswerPair[*Numbers](a, &PartialNumbers{}); ok {
		t.Error("AnswerPair accepted a PartialNumbers as a Numbers")
	}
}

func TestPositiveClue(t *testing.T) {
	for v, want := range map[int]string{-1: "", 0: "", 7: "7"} {
		if got := PositiveClue(v); got != want {
			t.Errorf("PositiveClue(%d) = %q, want %q", v, got, want)
		}
	}
}
