package cellgrid

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// CountedForms are the forms of a Counted type besides its text: the
// puzz.link URL "KEY/COLS/ROWS/BODY", the body the counts (as
// Counts.ReadURLCounts reads them) and then the cells in Cells (the
// symbols' URL codes), and the Tatham game ID "WxH[params]:DESC,COUNTS",
// DESC the cells as Game writes them and COUNTS the counts
// (Counts.ReadGameCounts).
type CountedForms struct {
	Key   string // the puzz.link genre: "tents"
	Cells Codec
	Game  SkipRun
	// Letters and Params are the game ID's parameter letters (see
	// tatham.IsID) and its parameters, read and ignored.
	Letters string
	Params  []tatham.Param
	// Refuse, when set, refuses a game ID's description the type does
	// not read (Tents' given tents).
	Refuse func(desc string) error
}

// CountedOwn fills own with the text of a Counted type (CountedText),
// the forms f, the check of the counts (before own's Check) and a new
// board's counts (none) for a nil Spec.Make, and gives rule the forms
// for Counted.CountedWritten.
func CountedOwn[P Instance](rule *CountRule, f *CountedForms, own *Own[P]) *Own[P] {
	rule.forms = f
	own.board = func(p P, g Grid) { *any(p).(counter).counts() = rule.For(g).Counts }
	check := own.Check
	own.Text = CountedText[P]
	own.Forms = func(s *Spec[P]) []formats.Form[P] {
		return []formats.Form[P]{
			pzl.Form(func(url string) (P, error) { return countedURL(s, f, url) }, f.Key),
			tatham.Form(func(id string) (P, error) { return countedGameID(s, f, id) }, f.Letters),
		}
	}
	own.Check = func(p P) error {
		if err := any(p).(interface{ CheckCounts() error }).CheckCounts(); err != nil || check == nil {
			return err
		}
		return check(p)
	}
	return own
}

// countedURL reads the puzz.link URL: the counts, then the cells, which
// cover the board (a body cut short is refused, saying how far it got).
func countedURL[P Instance](s *Spec[P], f *CountedForms, url string) (P, error) {
	var zero P
	u, err := pzl.Split(puzzles.Unescape(url), f.Key)
	if err != nil {
		return zero, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return zero, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	rest, err := any(p).(counter).counts().ReadURLCounts(u.Body)
	if err != nil {
		return zero, err
	}
	cells, err := f.Cells.Decode(rest, u.Rows*u.Cols)
	if err == nil && len(cells) == 0 {
		err = puzzles.Errorf(0, 0, "URL body ends before the board's %d cells (is the URL cut short?)", u.Rows*u.Cols)
	}
	if err == nil {
		err = pzl.Place(p.grid().Cells, cells, s.urlValues().Cell)
	}
	if err != nil {
		return zero, err
	}
	return p, nil
}

// countedGameID reads "WxH[params]:DESC,COUNTS".
func countedGameID[P Instance](s *Spec[P], f *CountedForms, id string) (P, error) {
	var zero P
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	size, err := tatham.ReadParams(params, f.Params...)
	if err != nil {
		return zero, err
	}
	desc, nums, _ := strings.Cut(desc, ",")
	if f.Refuse != nil {
		if err := f.Refuse(desc); err != nil {
			return zero, err
		}
	}
	cells, err := f.Game.Read(desc, size.H, size.W)
	if err != nil {
		return zero, err
	}
	p := s.Wrap(cells)
	return p, any(p).(counter).counts().ReadGameCounts(nums)
}

// CountedWritten is what a type of CountedOwn writes (for its
// puzzles.FormWriter): the puzz.link URL, and the game ID when every
// count is given.
func (c Counted) CountedWritten() []puzzles.Written {
	f, size := c.rule.forms, c.Size()
	cells := pzl.Flat(c.Cells)
	for i, v := range cells {
		sym, _ := c.c.symbols.ByValue(v)
		cells[i] = sym.URL.v
	}
	out := []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join(f.Key, size.Cols, size.Rows, c.URLCounts()+f.Cells.Encode(cells))}}
	if counts, ok := c.GameCounts(); ok {
		id := fmt.Sprintf("%dx%d:%s%s", size.Cols, size.Rows, f.Game.Write(c.Cells), counts)
		out = append(out, puzzles.Written{Form: puzzles.GameIDForm, Text: id})
	}
	return out
}
