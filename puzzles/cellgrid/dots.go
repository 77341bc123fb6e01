package cellgrid

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// DecodeDots reads a pzprjs body of dots over n places (enc.decodeDot:
// Tentaisho, Midloop, No Three): a hex digit is a dot, its colour (1
// white, 2 black) and how far the next place it writes is; 'g'–'z'
// skip 1 to 20 places. It returns each place's dot (0 for none) and the
// rest of the body.
func DecodeDots(body string, n int) (dots []int, rest string, err error) {
	dots = make([]int, n)
	at, k := 0, 0
	for ; k < len(body) && at < n; k++ {
		v := strings.IndexByte("0123456789abcdefghijklmnopqrstuvwxyz", body[k])
		switch {
		case v < 0:
			return nil, "", puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", body[k], k+1)
		case v >= 16:
			at += v - 15
		default:
			dots[at] = 1 + v%2
			at += v>>1 + 1
		}
	}
	if at < n {
		return nil, "", puzzles.Errorf(0, 0, "URL body ends after %d of the %d places of dots (is the URL cut short?)", at, n)
	}
	return dots, body[k:], nil
}

// EncodeDots writes dots (a colour a place, 0 for none) as pzprjs's
// enc.encodeDot does.
func EncodeDots(dots []int) string {
	var b strings.Builder
	run := 0
	for s := 0; s < len(dots); s++ {
		code := ""
		if d := dots[s]; d > 0 {
			next := 8 // no dot in the next 7 places: the code skips 8
			for i := 1; i <= 7 && s+i < len(dots); i++ {
				if dots[s+i] > 0 {
					next = i
					break
				}
			}
			code, s = strconv.FormatInt(int64(2*(next-1)+d-1), 16), s+next-1
		} else {
			run++
		}
		if run > 0 && (code != "" || run == 20) {
			b.WriteString(strconv.FormatInt(int64(run+15), 36))
			run = 0
		}
		b.WriteString(code)
	}
	if run > 0 {
		b.WriteString(strconv.FormatInt(int64(run+15), 36))
	}
	return b.String()
}
