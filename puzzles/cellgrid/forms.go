package cellgrid

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// forms are the spec's formats, read by one dispatcher: its URL and game
// ID when it has them, else its text grid.
func (s *Spec[P]) forms() formats.Set[P] {
	expected := []string{"a grid"}
	set := formats.Set[P]{
		Text: func(_ textgrid.Header, lines []textgrid.Line) (P, error) {
			return s.wrap(s.Symbols.readRows(lines, s.Beyond))
		},
		Headers: append([]string{s.Name}, s.Headers...),
	}
	if s.Game != nil {
		set.Forms = append(set.Forms, tatham.Form(s.parseGameID, s.Game.Letters))
		expected = append(expected, "a "+s.Game.Game+" game ID")
	}
	if s.URL != nil {
		set.Forms = append([]formats.Form[P]{pzl.Form(s.parseURL, s.URL.Keys...)}, set.Forms...)
		expected = append(expected, "a puzz.link URL")
	}
	set.Expected = orList(expected)
	s.adapt(&set)
	if r, ok := s.Symbols.open(); ok && r.Upto != nil {
		own := set.Check
		set.Check = func(p P) error {
			if err := s.Symbols.checkRange(p.grid().Board); err != nil || own == nil {
				return err
			}
			return own(p)
		}
	}
	return set
}

// parseGameID reads a game ID "WxH[params]:DESC".
func (s *Spec[P]) parseGameID(id string) (P, error) {
	board := func() (tatham.Params, [][]int, error) {
		switch {
		case s.Game.Desc != nil:
			return s.Game.Desc.gameBoard(id, s.Game.Params, s.Blank, s.Symbols, s.Beyond)
		case s.Game.Numbers:
			head, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
			params, err := tatham.ReadParams(head, s.Game.Params...)
			if err != nil {
				return params, nil, err
			}
			cells, _ := puzzles.NewGrid(params.H, params.W, s.Blank)
			return params, cells, readRuns(s.Symbols, desc, len(head)+2, cells)
		}
		return tatham.Board(id, s.Game.Params, s.Blank, s.Symbols.readGame)
	}
	params, cells, err := board()
	if s.Game.Check != nil {
		if err := s.Game.Check(params); err != nil {
			var zero P
			return zero, err
		}
	}
	p, err := s.wrap(cells, err)
	if err == nil && s.Own != nil && s.Own.Params != nil {
		if err = s.Own.Params(p, params); err != nil {
			var zero P
			return zero, err
		}
	}
	return p, err
}

// parseURL reads a puzz.link URL of one of the spec's keys.
func (s *Spec[P]) parseURL(url string) (P, error) {
	return s.wrap(pzl.ReadGrid(url, s.URL.Keys, s.URL.Codec.Decode, s.urlValues()))
}

// urlValues maps the codec's values onto the symbols': Empty and Unknown
// onto the symbols that have those codes, numbers onto themselves, and
// any code no symbol has is refused.
func (s *Spec[P]) urlValues() pzl.Values {
	v := pzl.Values{Empty: s.Blank, Unknown: s.Blank}
	for _, sym := range s.Symbols {
		switch sym.URL {
		case URLEmpty:
			v.Empty = sym.Value
		case URLUnknown:
			v.Unknown = sym.Value
		}
	}
	v.Refuse = func(code int) error {
		for _, sym := range s.Symbols {
			if sym.URL.set && (sym.URL.v == code || sym.Open && code > sym.URL.v) {
				return nil
			}
		}
		if code == pzl.Unknown {
			return fmt.Errorf("an unknown clue ('.') is not allowed")
		}
		return s.Symbols.noNumber(fmt.Sprint(code), s.Beyond)
	}
	return v
}
