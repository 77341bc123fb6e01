package hashi

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Cell values besides the island numbers 1 to 16.
const (
	Water   = 0  // no island
	Unknown = -1 // an island whose number is not given ("?")
)

// MaxBridges is the most bridges per pair the rules may allow: Tatham's
// game allows 1 to 4, so an island has at most 16.
const MaxBridges = 4

// spec declares Hashiwokakero: its cells (islands 1 to 9, and A to G for
// 10 to 16), its header's rules and its forms.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "hashi", Title: "Hashiwokakero / Bridges", Headers: []string{"bridges", "hashiwokakero"},
	Rules: "Join the islands with horizontal and vertical bridges, at most two between two islands, no bridge crossing another. The number on an island counts its bridges, and all the islands are joined into one network.",
	Symbols: append(append(cellgrid.Numbers(1, 9, island), letters()...),
		cellgrid.Symbol{Value: Unknown, Text: "?", URL: cellgrid.URLUnknown, Label: "?", Word: "an island of unknown number", Look: cellgrid.Ring},
		cellgrid.Symbol{Value: Water, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", ".", " "}, Word: "water"}),
	Blank: Water, Beyond: "an island has 1 to 16 bridges",
	Drop: func(int) int { return Unknown },
	URL:  &cellgrid.URLForm{Keys: []string{"hashi"}, Codec: cellgrid.Number16},
	Game: &cellgrid.GameForm{Game: "Bridges", Letters: "iemLd",
		Params: []tatham.Param{tatham.Number('i'), tatham.Number('e'), tatham.Number('m'), tatham.Flag('L'), tatham.Number('d')}},
	Help: "Select a cell, then press a number for an island (A–G type 10–16), ? for an island of unknown number, Delete for water. " +
		"Max bridges cycles the most bridges per pair (1–4); Loops toggles whether the bridges may form a loop.",
	Make: func(g cellgrid.Grid) *Puzzle { return &Puzzle{Grid: g, Max: 2, Loops: true} },
	Own: &cellgrid.Own[*Puzzle]{
		Options: options, Params: params, GameParams: gameParams,
		Usage: "#hashi max=N loops=yes|no",
		Check: (*Puzzle).validate,
		Keep:  func(from, to *Puzzle) { to.Max, to.Loops = from.Max, from.Loops },
	},
}

// island is how an island with a number looks.
var island = cellgrid.Symbol{Word: "an island", Look: cellgrid.Ring}

// letters are the islands 10 to 16, written A to G.
func letters() []cellgrid.Symbol {
	var out []cellgrid.Symbol
	for n := 10; n <= 16; n++ {
		s, l := island, string(rune('A'+n-10))
		s.Value, s.Text, s.Game, s.URL, s.Label, s.Clue = n, l+strings.ToLower(l), l, cellgrid.URLNumber(n), strconv.Itoa(n), strconv.Itoa(n)
		s.Keys = []string{s.Label, l, strings.ToLower(l)}
		out = append(out, s)
	}
	return out
}

// Detection claims a game ID only when no two of its islands touch:
// Tatham's generator never places islands side by side, and a game ID
// of touching islands is more likely another game's ("2x2:3614" is a
// Net ID), so such an ID is read only when the type is named.
func init() {
	spec.Game.Claims = func(id string) bool { p, err := spec.Parse(id); return err == nil && !p.touching() }
}

//go:embed examples.txt
var examples string

// Type is the Hashiwokakero (Bridges) puzzle type; Parse reads a
// Hashiwokakero puzzle in any of its formats (see the package
// documentation), and New returns an all-water rows x cols board with
// the usual rules: at most 2 bridges per pair, loops allowed.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Hashiwokakero board: Cells[r][c] is Water, Unknown or an
// island's number; Max is the most bridges that may join two islands;
// Loops says whether the bridges may form a cycle.
type Puzzle struct {
	cellgrid.Grid
	Max   int
	Loops bool
}

// validate checks the numbers against the bridge limit. Islands may
// touch: a bridge joins two islands side by side directly.
func (p *Puzzle) validate() error {
	if p.Max < 1 || p.Max > MaxBridges {
		return fmt.Errorf("at most %d bridges per pair: expected 1 to %d", p.Max, MaxBridges)
	}
	for _, pos := range p.Size().Cells() {
		if v := p.At(pos); v > 4*p.Max {
			return fmt.Errorf("island %d at %s: an island has 1 to %d bridges (4 directions × %d)", v, puzzles.CellName(pos), 4*p.Max, p.Max)
		}
	}
	return nil
}

// options reads the header's rules, max=N and loops=yes|no.
func options(p *Puzzle, words []string, line int) error {
	for _, kv := range words {
		key, val, _ := strings.Cut(strings.ToLower(kv), "=")
		switch {
		case key == "max" && len(val) == 1 && val[0] >= '1' && val[0] <= '0'+MaxBridges:
			p.Max = int(val[0] - '0')
		case key == "max":
			return puzzles.Errorf(line, 0, "header: max=%s: expected 1 to %d bridges per pair", val, MaxBridges)
		case key == "loops" && (val == "yes" || val == "no"):
			p.Loops = val == "yes"
		case key == "loops":
			return puzzles.Errorf(line, 0, "header: loops=%s: expected yes or no", val)
		default:
			return puzzles.Errorf(line, 0, "header: unknown parameter %q (expected max=N, loops=yes|no)", kv)
		}
	}
	return nil
}

// params reads a game ID's rules: mN the most bridges per pair, L no loops.
func params(p *Puzzle, params tatham.Params) error {
	p.Loops = !params.Has('L')
	if n, ok := params.Number('m'); ok {
		if n < 1 || n > MaxBridges {
			return puzzles.Errorf(0, 0, "game ID: m%d: expected 1 to %d bridges per pair", n, MaxBridges)
		}
		p.Max = n
	}
	return nil
}

// gameParams writes the rules of a game ID.
func gameParams(p *Puzzle) string {
	return "m" + strconv.Itoa(p.Max) + map[bool]string{false: "L"}[p.Loops]
}

// String implements puzzles.Instance: the header with the rules, then
// the grid.
func (p *Puzzle) String() string {
	rules := fmt.Sprintf(" max=%d loops=%s\n", p.Max, map[bool]string{true: "yes", false: "no"}[p.Loops])
	return strings.Replace(p.Grid.String(), "\n", rules, 1)
}

// Keys implements puzzles.Editable: the numbers an island may have under
// the bridge limit, '?', Delete, then the two rules.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	for _, k := range p.Grid.Keys() {
		if n, err := strconv.Atoi(k.Label); err != nil || n <= 4*p.Max {
			keys = append(keys, k)
		}
	}
	return append(keys, puzzles.Key{Label: "Max bridges: " + strconv.Itoa(p.Max), Key: "max"},
		puzzles.Key{Label: "Loops: " + map[bool]string{true: "allowed", false: "forbidden"}[p.Loops], Key: "loops"})
}

// Edit implements puzzles.Editable: on a cell, the symbols' keys (A–G
// for 10–16); anywhere, "max" (or m) cycles the bridge limit 1 to 4 and
// "loops" (or l) toggles the loop rule. Edits that would break the
// rules' limits are refused with the reason.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	q := spec.Wrap(p.Clone().Cells)
	q.Max, q.Loops = p.Max, p.Loops
	switch key {
	case "max", "m", "M":
		q.Max = p.Max%MaxBridges + 1
	case "loops", "l", "L":
		q.Loops = !p.Loops
	default:
		inst, err := p.Grid.Edit(t, key)
		if err != nil || inst == puzzles.Instance(p) {
			return p, err
		}
		q = inst.(*Puzzle)
	}
	if err := q.validate(); err != nil {
		return p, err
	}
	return q, nil
}

// touching reports whether two islands are side by side.
func (p *Puzzle) touching() bool {
	for _, pos := range p.Size().Cells() {
		for _, d := range []grid.Delta{{C: 1}, {R: 1}} {
			if q := pos.Add(d); p.At(pos) != Water && p.Size().In(q) && p.At(q) != Water {
				return true
			}
		}
	}
	return false
}
