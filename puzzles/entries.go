package puzzles

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Entry is one part of an answer as a person entered it (or as a hint
// states it): what the part holds, in words, and the literal that says so
// in one encoding (see Enterer).
type Entry struct {
	Part  Target  `json:"part"`  // a cell (Kind "") or another part named by the answer kind ("edge-right", "edge-down")
	Value string  `json:"value"` // what the part holds: "7", "#", ".", "light", "line", "no line"
	Words string  `json:"words"` // the entry as a sentence without its full stop: "Row 3, column 4 is 7"
	Lit   sat.Lit `json:"-"`
}

// Key names the entry independently of the encoding: its part and value.
func (e Entry) Key() string {
	return fmt.Sprintf("%d,%d,%s=%s", e.Part.R, e.Part.C, e.Part.Kind, e.Value)
}

// CellWords is "Row 3, column 4" for the cell at row r and column c
// (0-based).
func CellWords(r, c int) string { return fmt.Sprintf("Row %d, column %d", r+1, c+1) }

// PictureEntries is Enterer.Entries for an answer that is a Picture
// (Decoder.DecodePartial through DecodePicture): lits are the cells'
// literals in reading order, cols to a row; a cell showing on or off is
// an entry ("#" or "." as Value, with the words onWords or offWords: "is
// shaded", "is not shaded"), any other character is not known.
func PictureEntries(a Answer, lits []sat.Lit, cols int, on, off byte, onWords, offWords string) ([]Entry, error) {
	p, ok := a.(*Picture)
	if !ok || p == nil {
		return nil, fmt.Errorf("the entries are not a picture of the board (%T)", a)
	}
	if cols <= 0 || len(p.Grid) != len(lits)/cols {
		return nil, fmt.Errorf("the entries have %d rows, the board %d", len(p.Grid), len(lits)/max(cols, 1))
	}
	var out []Entry
	for r, line := range p.Grid {
		if len(line) != cols {
			return nil, fmt.Errorf("row %d of the entries has %d cells, the board %d", r+1, len(line), cols)
		}
		for c := range cols {
			l := lits[r*cols+c]
			var e Entry
			switch line[c] {
			case on:
				e = Entry{Value: string(on), Words: CellWords(r, c) + " " + onWords, Lit: l}
			case off:
				e = Entry{Value: string(off), Words: CellWords(r, c) + " " + offWords, Lit: l.Not()}
			default:
				continue
			}
			e.Part = Target{R: r, C: c}
			out = append(out, e)
		}
	}
	return out, nil
}

// MarkEntries is Enterer.Entries for an answer that marks cells: on and
// off are the cells entered as marked and as unmarked, lit a cell's
// literal (ok false for a cell off the board or that cannot be marked,
// whose literal is taken as sat.False); the entries' values are onName
// and offName ("light", "dark"), their words onWords and offWords.
func MarkEntries(on, off [][2]int, lit func(grid.Pos) (sat.Lit, bool), size grid.Size, onName, offName, onWords, offWords string) ([]Entry, error) {
	var out []Entry
	seen := map[[2]int]bool{}
	add := func(cells [][2]int, marked bool) error {
		for _, c := range cells {
			pos := grid.Pos{R: c[0], C: c[1]}
			if !size.In(pos) {
				return fmt.Errorf("entry at row %d, column %d is off the board", c[0]+1, c[1]+1)
			}
			if seen[c] {
				return fmt.Errorf("row %d, column %d is entered twice", c[0]+1, c[1]+1)
			}
			seen[c] = true
			l, ok := lit(pos)
			if !ok {
				l = sat.False
			}
			e := Entry{Part: Target{R: c[0], C: c[1]}, Value: onName, Words: CellWords(c[0], c[1]) + " " + onWords, Lit: l}
			if !marked {
				e.Value, e.Words, e.Lit = offName, CellWords(c[0], c[1])+" "+offWords, l.Not()
			}
			out = append(out, e)
		}
		return nil
	}
	if err := add(on, true); err != nil {
		return nil, err
	}
	if err := add(off, false); err != nil {
		return nil, err
	}
	return out, nil
}

// EncodeForEntries encodes inst into a new model marked for entries
// (sat.Model.ForEntries) and returns the model, the decoder and the
// decoder as an Enterer: nil when the type's answers are not entered
// part by part.
func EncodeForEntries(inst Instance) (*sat.Model, Decoder, Enterer, error) {
	m := sat.NewModel().ForEntries()
	dec, err := inst.Encode(m)
	if err != nil {
		return nil, nil, nil, err
	}
	en, _ := dec.(Enterer)
	return m, dec, en, nil
}
