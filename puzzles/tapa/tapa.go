package tapa

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Empty is the value of a cell without a clue. A clue cell's value is its
// numbers' digits in order, 9 standing for '?': 13 is the clue 1 3, 92
// the clue ? 2, 0 the clue 0 (see Numbers).
const Empty = -1

// Unknown is a '?' among a clue's Numbers: a run of unknown length.
const Unknown = -1

// spec declares Tapa: its clue cells, and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "tapa", Title: "Tapa",
	Rules: "Shade some cells. A clue gives the lengths of the shaded runs among its eight neighbours, in any order, and clue cells stay unshaded. The shaded cells are connected and no 2×2 block is all shaded.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(0, nil, cellgrid.Symbol{Word: "a clue"}),
		{Value: Empty, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty,
	Help: "Select a cell, then type its clue: 0–8 for a number, ? for a run of unknown length " +
		"(1 then 3 is the clue 1 3, up to four numbers), Backspace to take the last away, Delete to clear it.",
	URL: &cellgrid.URLForm{Keys: []string{"tapa"}, Codec: cellgrid.Codec{Decode: decodeURL, Encode: encodeURL, Most: 9999}},
	Own: &cellgrid.Own[*Puzzle]{
		Text: readText, Expected: "a grid of clues or a puzz.link tapa URL",
		Check: func(p *Puzzle) error {
			for _, pos := range p.Where(isClue) {
				if err := valid(p.At(pos)); err != nil {
					return fmt.Errorf("%s: %v", puzzles.CellName(pos), err)
				}
			}
			return nil
		},
	},
}

//go:embed examples.txt
var examples string

// Type is the Tapa puzzle type; Parse reads a Tapa puzzle in any of its
// formats (see the package documentation), and New returns a rows x cols
// board without clues.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Tapa board: Cells[r][c] is Empty or a clue (see Empty).
type Puzzle struct{ cellgrid.Grid }

// Answer is a shading: {"grid": ["#.#.", ...]}, '#' a shaded cell ('?'
// a cell not known in a partial answer).
type Answer = cellgrid.Shading

func isClue(v int) bool { return v >= 0 }
func blank(v int) bool  { return v == Empty }

// Numbers returns the numbers of clue value v in order, Unknown for '?'.
func Numbers(v int) []int {
	var out []int
	for _, d := range clueText(v) {
		out = append(out, map[bool]int{true: Unknown, false: int(d - '0')}[d == '?'])
	}
	return out
}

// Value is the clue value of numbers (Unknown for '?').
func Value(numbers []int) int {
	v := 0
	for _, n := range numbers {
		v = v*10 + map[bool]int{true: 9, false: n}[n == Unknown]
	}
	return v
}

// clueText writes a clue as the text grid does: "13", "?2".
func clueText(v int) string { return strings.ReplaceAll(strconv.Itoa(v), "9", "?") }

// valid refuses a clue that no ring of 8 neighbours can show.
func valid(v int) error {
	nums := Numbers(v)
	need := len(nums) // a gap after each run
	for _, n := range nums {
		if n == 0 && len(nums) > 1 {
			return fmt.Errorf("clue %s: a 0 stands alone", clueText(v))
		}
		need += max(n, 1)
	}
	if len(nums) > 1 && need > 8 {
		return fmt.Errorf("clue %s: its runs and the gaps between them need %d cells, a clue has 8 neighbours", clueText(v), need)
	}
	return nil
}

// readClue reads one token of the text grid: '.' or a clue.
func readClue(tok string) (int, error) {
	bad := strings.IndexFunc(tok, func(r rune) bool { return !strings.ContainsRune("012345678?", r) })
	switch {
	case tok == "." || tok == "_":
		return Empty, nil
	case bad >= 0 && tok[bad] == '9':
		return 0, fmt.Errorf("number 9 in %q: a clue cell has 8 neighbours", tok)
	case bad >= 0:
		return 0, fmt.Errorf("unexpected %q in %q: expected '.' or a clue of numbers 0 to 8 and '?'", []rune(tok[bad:])[0], tok)
	case len(tok) > 4:
		return 0, fmt.Errorf("clue %s: a clue has at most 4 numbers", tok)
	case len(tok) > 1 && strings.Contains(tok, "0"):
		return 0, fmt.Errorf("clue %s: a 0 stands alone", tok)
	}
	v, _ := strconv.Atoi(strings.ReplaceAll(tok, "?", "9"))
	return v, valid(v)
}

// readText reads the text grid: tokens separated by spaces (a character a
// cell when no row has a space before its last character).
func readText(s *cellgrid.Spec[*Puzzle], _ textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	spaced := slices.ContainsFunc(lines, func(l textgrid.Line) bool { return strings.ContainsAny(strings.TrimRight(l.Text, " \t\r"), " \t") })
	cells, err := textgrid.Tokens(lines, spaced, readClue)
	if err != nil {
		return nil, err
	}
	return s.Wrap(cells), nil
}

// String implements puzzles.Instance: "#tapa", then a line a row of
// clues and '.', right-aligned in columns separated by a space (a
// column alone indented by one, to read as one).
func (p *Puzzle) String() string {
	indent := map[bool]string{true: " "}[p.Size().Cols == 1]
	return "#tapa\n" + puzzles.Columns(p.Cells, func(v int) string {
		if isClue(v) {
			return indent + clueText(v)
		}
		return indent + "."
	})
}

// Clues implements puzzles.Instance: the clue cells, each as written.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueList(func(v int) string { return map[bool]string{true: clueText(v)}[isClue(v)] })
}

// Keys implements puzzles.Editable: 0–8, ? and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	var out []puzzles.Key
	for _, k := range strings.Split("0 1 2 3 4 5 6 7 8 ?", " ") {
		out = append(out, puzzles.Key{Label: k, Key: k})
	}
	return append(out, puzzles.Key{Label: "Delete", Key: "Delete"})
}

// Edit implements puzzles.Editable: a digit 0–8 or '?' adds a number to
// the cell's clue when the longer clue can be, else starts a new clue;
// Backspace takes the last number away; Delete (or '.') clears the cell.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos, in := p.Cell(t)
	if !in {
		return p, nil
	}
	old, next := p.At(pos), 0
	switch {
	case key == "Backspace" && old >= 10:
		next = old / 10
	case key == "Backspace":
		next = Empty
	case key == "9":
		return p, fmt.Errorf("number 9: a clue cell has 8 neighbours")
	case key == "?" || len(key) == 1 && key[0] >= '0' && key[0] <= '8':
		next = int(strings.ReplaceAll(key, "?", "9")[0] - '0')
		if isClue(old) && old < 1000 && valid(old*10+next) == nil {
			next += old * 10
		}
	default:
		return p.Grid.Edit(t, key)
	}
	if b, changed := p.Set(t, next); changed {
		return spec.Wrap(b.Cells), nil
	}
	return p, nil
}

// codes are pzprjs's two base-36 digits of the clues of several numbers:
// 360 + 6a + b for a b (each 0–5), 396 + 16a + 4b + c (0–3), 460 + 8a +
// 4b + 2c + d (0–1), a 0 standing for '?'; and the code of each clue.
var codes, codeOf = func() (map[int]int, map[int]int) {
	codes, codeOf := map[int]int{}, map[int]int{}
	for _, f := range []struct{ first, base, n int }{{360, 6, 2}, {396, 4, 3}, {460, 2, 4}} {
		for i := 0; i < pow(f.base, f.n); i++ {
			nums := make([]int, f.n)
			for k := range nums {
				if nums[k] = i / pow(f.base, f.n-1-k) % f.base; nums[k] == 0 {
					nums[k] = Unknown
				}
			}
			codes[f.first+i], codeOf[Value(nums)] = Value(nums), f.first+i
		}
	}
	return codes, codeOf
}()

func pow(b, n int) int { return int(math.Pow(float64(b), float64(n))) }

// decodeURL reads up to n cells of a tapa URL body (pzprjs's tapa.js):
// '0'–'8' a clue of one number, '9' the clue 1 1 1 1, '.' the clue ?,
// 'g'–'z' 1 to 20 empty cells, two base-36 digits "a0"–"d7" a clue of
// several numbers (see codes).
func decodeURL(body string, n int) ([]int, error) {
	var cells []int
	for i := 0; i < len(body) && len(cells) < n; i++ {
		code, err := strconv.ParseInt(body[i:min(i+2, len(body))], 36, 0)
		switch ch := body[i]; {
		case ch >= '0' && ch <= '8' || ch == '.':
			cells = append(cells, int(strings.IndexByte("012345678.", ch)))
		case ch == '9':
			cells = append(cells, 1111)
		case ch >= 'g' && ch <= 'z':
			cells = append(cells, slices.Repeat([]int{Empty}, int(ch-'f'))...)
		case ch >= 'a' && ch <= 'f' && i+1 < len(body):
			if _, ok := codes[int(code)]; err != nil || !ok {
				return nil, puzzles.Errorf(0, 0, "URL body: %q at %d is not a clue of several numbers (a0 to d7)", body[i:i+2], i+1)
			}
			cells, i = append(cells, codes[int(code)]), i+1
		default:
			return nil, puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", ch, i+1)
		}
	}
	return cells[:min(len(cells), n)], nil
}

// encodeURL writes cells (Empty or clues) as decodeURL reads them.
func encodeURL(cells []int) string {
	var b strings.Builder
	for i := 0; i < len(cells); i++ {
		switch v := cells[i]; {
		case v == Empty:
			run := 1
			for i+1 < len(cells) && cells[i+1] == Empty && run < 20 {
				i, run = i+1, run+1
			}
			b.WriteByte(byte('f' + run))
		case v < 10 || v == 1111:
			b.WriteByte("012345678.9"[min(v, 10)])
		default:
			b.WriteString(strconv.FormatInt(int64(codeOf[v]), 36))
		}
	}
	return b.String()
}
