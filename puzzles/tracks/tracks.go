package tracks

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// A square's value is the set of its track's directions, as in Tatham's
// descriptions: Right 1, Up 2, Left 4, Down 8; Blank (0) is a square
// without a given piece.
const (
	Right, Up, Left, Down = 1, 2, 4, 8
	Blank                 = 0
)

// pieces are the six pieces of track, by value; an answer writes them
// with these characters and '.' for a square without track.
var pieces = map[int]rune{Left | Right: '━', Up | Down: '┃', Right | Down: '┏', Left | Down: '┓', Left | Up: '┛', Right | Up: '┗'}

// piece declares a given piece: its characters (the heavy box-drawing
// one written; it, an ASCII one and the light box-drawing one read), its
// hex digit in game IDs and its keys.
func piece(v int, text string, keys ...string) cellgrid.Symbol {
	c := string(pieces[v])
	return cellgrid.Symbol{Value: v, Text: text[:1] + c + text[1:], Game: strings.ToUpper(strconv.FormatInt(int64(v), 16)),
		Label: c, Keys: append(keys, c), Word: "a given " + c, Clue: c}
}

// spec declares Tracks: the given pieces, the counts and the game ID.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "tracks", Title: "Tracks (Train Tracks)", Headers: []string{"traintracks"},
	Rules: "Lay one track from one marked edge square to the other, through the given pieces, with straight pieces and curves that never cross. The numbers count the track squares of each row and column.",
	Symbols: cellgrid.Alphabet{piece(Left|Right, "-─", "-", "h"), piece(Up|Down, "|│", "|", "v"),
		piece(Right|Down, "r┌", "q", "r"), piece(Left|Down, "7┐", "e"), piece(Right|Up, "L└", "z", "L"), piece(Left|Up, "J┘", "c", "J"),
		{Value: Blank, Text: "._", Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "empty"}},
	Blank: Blank,
	Help: "Select a square and press a piece (━ -, ┃ |, ┏ q, ┓ e, ┗ z, ┛ c) to give it, Delete to clear it; " +
		"the two ends are pieces at the edge that run out of the grid. Select a count right of or below the board and type its digits.",
	Make: func(g cellgrid.Grid) *Puzzle { return &Puzzle{counts.For(g)} },
	Own: &cellgrid.Own[*Puzzle]{
		Text: cellgrid.CountedText[*Puzzle], Forms: forms,
		Expected: "a grid with counts or a Tracks game ID",
		Check:    func(p *Puzzle) error { return p.CheckCounts() },
	},
}

// counts are the squares of track in each row and column.
var counts = &cellgrid.CountRule{Noun: "squares of track", Most: func(n int) int { return n }}

//go:embed examples.txt
var examples string

// Type is the Tracks puzzle type; Parse reads a Tracks puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board without pieces or counts.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Tracks board: Cells[r][c] is Blank or a given piece, Rows
// and Cols the squares of track of each row and column
// (cellgrid.NoCount when not given).
type Puzzle struct{ cellgrid.Counted }

// dirs are the four directions: their bit and their step.
var dirs = [4]struct {
	bit int
	to  grid.Delta
}{{Right, grid.Delta{C: 1}}, {Up, grid.Delta{R: -1}}, {Left, grid.Delta{C: -1}}, {Down, grid.Delta{R: 1}}}

// opposite is the direction bit facing bit.
func opposite(bit int) int { return (bit<<2 | bit>>2) & 15 }

// end is an end of the track: a given piece that runs out of the grid,
// and its direction out.
type end struct {
	at  grid.Pos
	bit int
}

// ends returns the two ends of the track, refusing a board without
// exactly two.
func (p *Puzzle) ends() ([2]end, error) {
	var out []end
	for _, pos := range p.Size().Cells() {
		for _, d := range dirs {
			if p.At(pos)&d.bit != 0 && !p.Size().In(pos.Add(d.to)) {
				out = append(out, end{pos, d.bit})
			}
		}
	}
	if len(out) != 2 || out[0].at == out[1].at {
		return [2]end{}, fmt.Errorf("the track needs two ends, given pieces in two squares at the edge that run out of the grid; the board has %d", len(out))
	}
	return [2]end{out[0], out[1]}, nil
}

// String implements puzzles.Instance: a "#tracks" header, the column
// counts, then each row's squares and its count ('?' for none), the
// pieces in heavy box-drawing characters.
func (p *Puzzle) String() string {
	lines := strings.Split(p.Counted.String(), "\n")
	for i := 2; i < len(lines)-1; i++ {
		cells, count, _ := strings.Cut(lines[i], " ")
		lines[i] = strings.NewReplacer("-", "━", "|", "┃", "r", "┏", "7", "┓", "J", "┛", "L", "┗").Replace(cells) + " " + count
	}
	return strings.Join(lines, "\n")
}

// cellChar is the character of a square: its piece, '.' without one.
func cellChar(v int) rune {
	if c, ok := pieces[v]; ok {
		return c
	}
	return '.'
}

// forms are Tatham's game IDs.
func forms(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
	return []formats.Form[*Puzzle]{tatham.Form(func(id string) (*Puzzle, error) { return parseGameID(s, id) }, tatham.Lower)}
}

// parseGameID reads "WxH[dD][o]:DESC,COUNTS": the given pieces (a hex
// digit, its directions; 'a'–'z' 1 to 26 squares without), then the
// columns' counts and the rows', 'S' before the exit's column and the
// entrance's row.
func parseGameID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	board, nums, _ := strings.Cut(strings.TrimSpace(id), ",")
	params := []tatham.Param{tatham.OneOf('d', "eth"), tatham.Flag('o')}
	_, cells, err := tatham.Board(board, params, Blank, func(ch rune) (int, error) {
		v, err := strconv.ParseInt(string(ch), 16, 0)
		if _, ok := pieces[int(v)]; err != nil || !ok || ch >= 'a' {
			return 0, tatham.Unexpected(ch, "a piece 3, 5, 6, 9, A or C, or a run a-z")
		}
		return int(v), nil
	})
	if err != nil {
		return nil, err
	}
	p, size, f := s.Wrap(cells), grid.Size{Rows: len(cells), Cols: len(cells[0])}, strings.Split(nums, ",")
	var marked []int
	for i, n := range f {
		if strings.HasPrefix(n, "S") {
			marked = append(marked, i)
		}
	}
	if err := p.ReadGameCounts(strings.ReplaceAll(","+nums, ",S", ",")[1:]); err != nil {
		return nil, err
	}
	if len(marked) != 2 || marked[0] >= size.Cols || marked[1] < size.Cols {
		return nil, puzzles.Errorf(0, 0, "game ID: expected 'S' before one column's count (the exit) and one row's (the entrance)")
	}
	exit, entrance := marked[0], marked[1]-size.Cols
	if p.Cells[size.Rows-1][exit]&Down == 0 || p.Cells[entrance][0]&Left == 0 {
		return nil, puzzles.Errorf(0, 0, "game ID: the track does not run out of the grid at the entrance (row %d) and the exit (column %d)", entrance+1, exit+1)
	}
	return p, nil
}

// Written implements puzzles.FormWriter: the game ID, when every count is
// given and the track enters on the left and leaves at the bottom.
func (p *Puzzle) Written() []puzzles.Written {
	e, err := p.ends()
	size := p.Size()
	ids, ok := p.GameCounts()
	if err != nil || !ok || e[0].bit != Left || e[1].bit != Down {
		return nil
	}
	f := strings.Split(ids[1:], ",")
	f[e[1].at.C], f[size.Cols+e[0].at.R] = "S"+f[e[1].at.C], "S"+f[size.Cols+e[0].at.R]
	desc := tatham.Desc(p.Cells, Blank, func(v int) byte { return strings.ToUpper(strconv.FormatInt(int64(v), 16))[0] })
	return []puzzles.Written{{Form: puzzles.GameIDForm, Text: tatham.ID(size.Cols, size.Rows, "", desc+","+strings.Join(f, ","))}}
}
