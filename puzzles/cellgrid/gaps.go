package cellgrid

import (
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// Gaps is the codec of a body of one kind of marked cell (Tents' trees),
// the noun naming them in errors: '0'–'h' a marked cell (code 1) and 0
// to 17 empty cells after it, 'i'–'z' 1 to 18 empty cells.
func Gaps(noun string) Codec {
	return Codec{Decode: func(body string, n int) ([]int, error) { return decodeGaps(body, n, noun) }, Encode: encodeGaps, Most: 1}
}

// decodeGaps reads up to n cells.
func decodeGaps(body string, n int, noun string) ([]int, error) {
	var cells []int
	for i := 0; i < len(body) && len(cells) < n; i++ {
		k, err := strconv.ParseInt(body[i:i+1], 36, 0)
		if err != nil {
			return nil, puzzles.Errorf(0, 0, "URL body: unexpected %q at %d among the %s", body[i], i+1, noun)
		}
		if k < 18 {
			cells = append(cells, 1)
		} else {
			k -= 17
		}
		cells = append(cells, slices.Repeat([]int{pzl.Empty}, int(k))...)
	}
	return cells[:min(len(cells), n)], nil
}

// encodeGaps writes cells (pzl.Empty or marked) as decodeGaps reads them.
func encodeGaps(cells []int) string {
	var b strings.Builder
	run, marked := 0, false
	flush := func() {
		if marked {
			b.WriteString(strconv.FormatInt(int64(run), 36))
		} else if run > 0 {
			b.WriteString(strconv.FormatInt(int64(run+17), 36))
		}
	}
	for _, v := range cells {
		switch {
		case v != pzl.Empty:
			flush()
			run, marked = 0, true
		case marked && run == 17, !marked && run == 18:
			flush()
			run, marked = 1, false
		default:
			run++
		}
	}
	flush()
	return b.String()
}
