// Package pzl reads and writes puzz.link (pzprjs) puzzle URLs: the
// address "https://puzz.link/p?TYPE/COLS/ROWS/BODY" (pzv.jp and the other
// pzprjs hosts alike) and the common codecs of its BODY.
//
// The codecs work on the cells in reading order. A decoder returns one
// value per cell it describes (never more than asked for); a cell the
// body skips is Empty, and a '.' ("?", a clue whose number is not given)
// is Unknown. Types map these onto their own cell values. pzprjs's
// encoders describe every cell of the board (a trailing run of empty
// cells too), so a body that ends before the board is full is a cut URL:
// Place and ReadGrid refuse it, saying how far it got.
//
// A genre may go by several names (pzprjs reads "hashikake", "hashi" and
// "bridges" alike): Is and Split accept them all, and Canonical gives the
// one pzprjs writes.
package pzl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Cell values the decoders return besides the numbers themselves.
const (
	Empty   = -1 // a cell without a clue
	Unknown = -2 // a clue whose number is not given ('.')
)

// URL is a puzz.link address split into its parts.
type URL struct {
	Key        string // the genre's name as the URL spells it, without a mode suffix or '/'
	Cols, Rows int
	Body       string // the rest after the size, "" when there is none
}

// Is reports whether t looks like a puzz.link URL of one of the type
// names keys or of any other name pzprjs reads for their genres (see
// Aliases): "…?KEY/…" or "KEY/…", the name possibly followed by a mode
// suffix ("KEY_edit/…").
func Is(t string, keys ...string) bool {
	_, _, ok := find(t, keys)
	return ok
}

// find returns the first name of the genres of keys (see Aliases) that t
// names as "NAME/" (or "NAME_edit/", "NAME_play/") and what follows.
func find(t string, keys []string) (name, rest string, ok bool) {
	for _, key := range keys {
		for _, name := range Aliases(key) {
			for _, mode := range append([]string{""}, modes...) {
				tag := name + mode + "/"
				if i := strings.Index(t, tag); i >= 0 && (i == 0 || t[i-1] == '?') {
					return name, t[i+len(tag):], true
				}
			}
		}
	}
	return "", "", false
}

// Split reads the URL of one of the type names keys (or of another name
// of their genres; the first key names the type in messages): the size
// after the name and the body after the size. pzprjs's version mark "v:"
// before the size is skipped; a variant flag there (such as "f") is
// refused. A size that is missing or not two numbers is refused with what
// was found.
func Split(url string, keys ...string) (URL, error) {
	key, rest, ok := find(url, keys)
	if !ok {
		return URL{}, puzzles.Errorf(0, 0, "URL %q: expected %s/COLS/ROWS/BODY", Short(url), keys[0])
	}
	parts := strings.SplitN(strings.TrimPrefix(rest, "v:/"), "/", 3)
	if parts[0] != "" && (parts[0][0] < '0' || parts[0][0] > '9') {
		return URL{}, puzzles.Errorf(0, 0, "URL: the %q variant of puzz.link's %s is not supported", parts[0], keys[0])
	}
	switch {
	case parts[0] == "":
		return URL{}, puzzles.Errorf(0, 0, "URL %q: the size is missing after %q: expected %s/COLS/ROWS/BODY", Short(url), key+"/", keys[0])
	case len(parts) < 2 || parts[1] == "":
		return URL{}, puzzles.Errorf(0, 0, "URL %q: the number of rows is missing after %q: expected %s/COLS/ROWS/BODY", Short(url), key+"/"+parts[0]+"/", keys[0])
	}
	cols, err1 := strconv.Atoi(parts[0])
	rows, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil {
		return URL{}, puzzles.Errorf(0, 0, "URL: size %q/%q is not two numbers", parts[0], parts[1])
	}
	u := URL{Key: key, Cols: cols, Rows: rows}
	if len(parts) > 2 {
		u.Body = strings.TrimSuffix(parts[2], "/") // links copied from pzprjs may end with one
	}
	return u, nil
}

// Join returns the puzz.link URL of type key, size cols x rows and body.
func Join(key string, cols, rows int, body string) string {
	return fmt.Sprintf("https://puzz.link/p?%s/%d/%d/%s", key, cols, rows, body)
}

// Short cuts s to 60 bytes for an error message.
func Short(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// bodyError names the offending character of a body.
func bodyError(body string, i int) error {
	return puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", body[i], i+1)
}
