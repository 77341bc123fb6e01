package cellgrid

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Setting is a number a puzzle holds besides its cells (Star Battle's
// stars per line; Binairo's unique rule, a Flag), declared once: its
// word in the text's header ("stars=2"; a Flag's word alone, meaning 1)
// and its pad keys (- and + step a number, Keys toggle a Flag).
type Setting[P Instance] struct {
	Name   string // the header word: "stars"
	Form   string // the word's form in errors: "stars=K"
	Noun   string // what a number is, in errors: "a star count"
	Lo, Hi int    // the numbers the header reads
	Flag   bool
	Keys   []string           // a Flag's keys; the pad's button sends the first
	Label  func(v int) string // the pad's buttons: "Stars: 2", "Unique rows: on"
	Get    func(p P) int
	Set    func(p P, v int)
	// Check, when set, refuses a number the pad steps to.
	Check func(p P, v int) error
}

// Read reads the header's words (for Own.Options).
func (s *Setting[P]) Read(p P, words []string, line int) error {
	for _, w := range words {
		key, val, eq := strings.Cut(w, "=")
		if !strings.EqualFold(key, s.Name) || s.Flag == eq {
			return puzzles.Errorf(line, 0, "unknown header word %q: expected %s", w, s.Form)
		}
		n, err := strconv.Atoi(val)
		switch {
		case s.Flag:
			n = 1
		case err != nil || n < s.Lo || n > s.Hi:
			return puzzles.Errorf(line, 0, "%s: expected %s from %d to %d", w, s.Noun, s.Lo, s.Hi)
		}
		s.Set(p, n)
	}
	return nil
}

// Word is the header's word of p's number: "stars=2", a Flag's name when
// it is set, else "".
func (s *Setting[P]) Word(p P) string {
	switch v := s.Get(p); {
	case !s.Flag:
		return s.Name + "=" + strconv.Itoa(v)
	case v == 1:
		return s.Name
	}
	return ""
}

// PadKeys are the pad's buttons: a number's "− " and "+", a Flag's toggle.
func (s *Setting[P]) PadKeys(p P) []puzzles.Key {
	label := s.Label(s.Get(p))
	if s.Flag {
		return []puzzles.Key{{Label: label, Key: s.Keys[0]}}
	}
	return []puzzles.Key{{Label: label + " −", Key: "-"}, {Label: label + " +", Key: "+"}}
}

// Edit steps the number by key (+ or = up, - down; a Flag's keys toggle
// it) in a copy of p (Grid.keep: Own.Keep copies the rest); ok is false for another key.
func (s *Setting[P]) Edit(p P, key string) (q P, ok bool, err error) {
	v := s.Get(p)
	switch {
	case s.Flag && slices.Contains(s.Keys, key):
		v = 1 - v
	case !s.Flag && (key == "+" || key == "="):
		v++
	case !s.Flag && key == "-":
		v--
	default:
		return p, false, nil
	}
	if s.Check != nil {
		if err := s.Check(p, v); err != nil {
			return p, true, err
		}
	}
	g := p.grid()
	q = g.keep(g.Clone().Cells).(P)
	s.Set(q, v)
	return q, true, nil
}

// Before writes the number before a URL's borders: "2/" (for
// RegionRule.Before).
func (s *Setting[P]) Before(p puzzles.Instance) string { return strconv.Itoa(s.Get(p.(P))) + "/" }

// ReadBefore reads the number before a URL's borders into p and returns
// the rest (for RegionRule.ReadBefore).
func (s *Setting[P]) ReadBefore(p puzzles.Instance, body string) (string, error) {
	v, rest, _ := strings.Cut(body, "/")
	n, err := strconv.Atoi(v)
	if err != nil || n < s.Lo || n > s.Hi {
		return "", puzzles.Errorf(0, 0, "URL: %q is not %s from %d to %d", v, s.Noun, s.Lo, s.Hi)
	}
	s.Set(p.(P), n)
	return rest, nil
}

// Variant reads a generator's variant (puzzles.GenerateOptions.Variant):
// a number as "stars=K" or "K", def when ""; a Flag's name for 1, "" for
// 0.
func (s *Setting[P]) Variant(v string, def int) (int, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(v, s.Name+"="))
	switch {
	case v == "" && s.Flag:
		return 0, nil
	case v == "":
		return def, nil
	case s.Flag && v == s.Name:
		return 1, nil
	case s.Flag:
		return 0, fmt.Errorf("unknown variant %q: use %s, or nothing", v, s.Name)
	case err != nil:
		return 0, fmt.Errorf("unknown variant %q: use %s, %s", v, s.Form, s.Noun)
	}
	return n, nil
}

// Header adds p's word (see Word) to the header, the first line of text.
func (s *Setting[P]) Header(p P, text string) string {
	if w := s.Word(p); w != "" {
		return strings.Replace(text, "\n", " "+w+"\n", 1)
	}
	return text
}

// Bit is 1 for true, 0 for false (a Flag's number).
func Bit(b bool) int {
	if b {
		return 1
	}
	return 0
}
