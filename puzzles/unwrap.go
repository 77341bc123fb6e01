package puzzles

// Unwrapped returns the Is and Parse functions of a format that may stand
// inside a wider text, such as a game ID after a game page's URL: find
// returns the format's own text and whether t holds one, and parse reads
// that text.
func Unwrapped[P any](find func(t string) (string, bool), parse func(string) (P, error)) (is func(string) bool, read func(string) (P, error)) {
	is = func(t string) bool {
		_, ok := find(t)
		return ok
	}
	read = func(t string) (P, error) {
		s, _ := find(t)
		return parse(s)
	}
	return is, read
}
