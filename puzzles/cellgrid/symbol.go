package cellgrid

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// Symbol is one value a cell of a board can hold, declared once: how
// each format writes it, how the pad enters it, how an explanation names
// it and how the board draws it.
type Symbol struct {
	Value int    // the cell's value on the board
	Text  string // the characters the text grid reads for it; it writes the first
	Game  string // the characters a Tatham description reads for it; "" when it has none
	URL   Code   // its value in the puzz.link body; the zero Code when it has none
	// Label is its button on the pad ("Black", "3"); "" when the pad has
	// none. Keys are the keys Edit takes for it; the button sends the
	// first (the Label when Keys is empty).
	Label string
	Keys  []string
	Word  string // what it is, for the help: "a black cell"
	Clue  string // its wording as a given ("3"); "" when it is not a clue
	Look  Look   // how the board draws it
	// Open makes the symbol the numbers from Value up (see Range); Upto,
	// when set, bounds them by the board's size.
	Open bool
	Upto func(rows, cols int) (hi int, what string)
}

// Code is a cell's value in a puzz.link body: a number, or the codec's
// Empty or Unknown; the zero Code means the URL cannot hold the cell.
type Code struct {
	v   int
	set bool
}

// The codes of the cells a puzz.link body writes without a number.
var (
	URLEmpty   = Code{pzl.Empty, true}   // the codec's empty cell (runs of 'g'–'z')
	URLUnknown = Code{pzl.Unknown, true} // the codec's '.' (a clue whose number is not given)
)

// URLNumber is the code of a number clue.
func URLNumber(n int) Code { return Code{n, true} }

// Look is how the board draws a given cell.
type Look int

// The looks of given cells.
const (
	Plain     Look = iota // nothing: a white cell
	Solid                 // the cell filled dark
	SolidText             // filled dark, its clue written in the background colour
	Given                 // its clue written in ink, bold
	Circle                // a white circle
	Disc                  // a black disc
	Ring                  // a white circle, its clue (or its text's first character) inside
)

// The looks of pearls, smaller to leave room for a line through the cell.
const (
	Pearl      Look = Ring + 1 + iota // a white circle
	BlackPearl                        // a black disc
)

// Numbers returns the symbols of the numbers lo to hi (0 ≤ lo ≤ hi ≤ 9),
// each like like with its digit as Text, Game, URL code, Label, Keys and
// Clue.
func Numbers(lo, hi int, like Symbol) []Symbol {
	var out []Symbol
	for n := lo; n <= hi; n++ {
		d := strconv.Itoa(n)
		s := like
		s.Value, s.Text, s.Game, s.URL, s.Label, s.Keys, s.Clue = n, d, d, URLNumber(n), d, []string{d}, d
		out = append(out, s)
	}
	return out
}

// Range returns the symbol of the numbers from lo up, of any size, each
// like like (its Word, Look) with its decimal digits as Text, Label,
// Clue and puzz.link code. upto, when not nil, bounds them by the
// board's size: the largest number and what it is ("the board's 20
// cells": "the 21 at row 1, column 1 is larger than the board's 20
// cells"). The text grid writes a board with a number of several digits
// as tokens separated by spaces; the pad's digits build a number (1 then
// 2 is 12 when 12 is allowed, else a fresh 2) and Backspace takes its
// last digit away. A Tatham description writes none of them, unless
// like.Game lists digits: a number of one of those digits is written as
// it (Filling).
func Range(lo int, upto func(rows, cols int) (hi int, what string), like Symbol) Symbol {
	like.Value, like.Open, like.Upto, like.URL = lo, true, upto, URLNumber(lo)
	return like
}

// Alphabet is a board's symbols.
type Alphabet []Symbol

// ByValue returns the symbol of value v: one declared for it, or the
// number v of the alphabet's Range.
func (a Alphabet) ByValue(v int) (Symbol, bool) {
	for _, s := range a {
		if s.Value == v && !s.Open {
			return s, true
		}
	}
	if r, ok := a.open(); ok && v >= r.Value {
		d := strconv.Itoa(v)
		r.Value, r.Text, r.URL, r.Label, r.Keys, r.Clue = v, d, URLNumber(v), d, []string{d}, d
		if len(d) > 1 || !strings.Contains(r.Game, d) {
			r.Game = ""
		} else {
			r.Game = d
		}
		return r, true
	}
	return Symbol{}, false
}

// open returns the alphabet's Range, if it has one.
func (a Alphabet) open() (Symbol, bool) {
	for _, s := range a {
		if s.Open {
			return s, true
		}
	}
	return Symbol{}, false
}

// TextChar is the first character the text grid writes for v ('?' for a
// value the alphabet does not have).
func (a Alphabet) TextChar(v int) byte { return a.text(v)[0] }

// text is what the text grid writes for v ("?" for a value the alphabet
// does not have).
func (a Alphabet) text(v int) string {
	s, ok := a.ByValue(v)
	switch {
	case !ok:
		return "?"
	case s.Open:
		return s.Text
	}
	return s.Text[:1]
}

// readText reads one cell of the text grid; why says why a digit the
// alphabet has no number for is refused ("" for "outside lo to hi").
func (a Alphabet) readText(ch rune, why string) (int, error) {
	for _, s := range a {
		if strings.ContainsRune(s.Text, ch) {
			return s.Value, nil
		}
	}
	if _, _, ok := a.numbers(); ok && ch >= '0' && ch <= '9' {
		return 0, a.noNumber(string(ch), why)
	}
	return 0, fmt.Errorf("unexpected %q: expected %s", ch, a.expected(func(s Symbol) string { return s.Text }))
}

// readToken reads one cell of a text grid written in tokens: a
// symbol's character, or a number of the alphabet's Range.
func (a Alphabet) readToken(tok, why string) (int, error) {
	if r, ok := a.open(); ok && strings.Trim(tok, "0123456789") == "" {
		if n, err := strconv.Atoi(tok); err == nil && n >= r.Value {
			return n, nil
		}
		return 0, a.noNumber(tok, why)
	}
	if len([]rune(tok)) == 1 {
		return a.readText([]rune(tok)[0], why)
	}
	return 0, fmt.Errorf("unexpected %q: expected %s", tok, a.expected(func(s Symbol) string { return s.Text }))
}

// readGame reads one cell of a Tatham description that is not a run of
// blank cells.
func (a Alphabet) readGame(ch rune) (int, error) {
	for _, s := range a {
		switch {
		case s.Open && ch >= '0' && ch <= '9' && strings.ContainsRune(s.Game, ch):
			return int(ch - '0'), nil
		case !s.Open && strings.ContainsRune(s.Game, ch):
			return s.Value, nil
		}
	}
	return 0, fmt.Errorf("unexpected %q in the description (expected %s or a-z)", ch, a.expected(func(s Symbol) string { return s.Game }))
}

// gameChar writes one cell of a Tatham description; ok is false when
// the description has no character for it.
func (a Alphabet) gameChar(v int) (byte, bool) {
	if s, ok := a.ByValue(v); ok && s.Game != "" {
		return s.Game[0], true
	}
	return 0, false
}

// numbers reports the range of the alphabet's numbers (the symbols whose
// Text is their value's digit, or its Range: hi is -1).
func (a Alphabet) numbers() (lo, hi int, ok bool) {
	if r, open := a.open(); open {
		return r.Value, -1, true
	}
	for _, s := range a {
		if s.Value >= 0 && s.Value <= 9 && s.Text == strconv.Itoa(s.Value) {
			if !ok || s.Value < lo {
				lo = s.Value
			}
			if !ok || s.Value > hi {
				hi = s.Value
			}
			ok = true
		}
	}
	return lo, hi, ok
}

// expected lists what may stand in a cell: each symbol's first character
// of chars, the numbers as a range ("'.', '#' or a number 0 to 4").
func (a Alphabet) expected(chars func(Symbol) string) string {
	lo, hi, hasNumbers := a.numbers()
	var parts []string
	for _, s := range a {
		c := chars(s)
		if c == "" || s.Open || hasNumbers && s.Value >= lo && s.Value <= hi && s.Text == strconv.Itoa(s.Value) {
			continue
		}
		parts = append(parts, fmt.Sprintf("%q", rune(c[0])))
	}
	switch {
	case hasNumbers && hi < 0:
		parts = append(parts, fmt.Sprintf("a number %d or more", lo))
	case hasNumbers:
		parts = append(parts, fmt.Sprintf("a number %d to %d", lo, hi))
	}
	return orList(parts)
}

// orList joins words as "a, b or c".
func orList(words []string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// noNumber refuses number n: "number 5: <why>", or "number 5 is outside
// 0 to 4" when why is "".
func (a Alphabet) noNumber(n, why string) error {
	if why != "" {
		return fmt.Errorf("number %s: %s", n, why)
	}
	lo, hi, _ := a.numbers()
	if hi < 0 {
		return fmt.Errorf("number %s is less than %d", n, lo)
	}
	return fmt.Errorf("number %s is outside %d to %d", n, lo, hi)
}
