package all

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// Detection works in two steps. First the input's form is read without
// asking any type: a puzz.link URL (which names its puzzle type), a Simon
// Tatham game ID "PARAMS:DESC" (or a page URL ending in one), a text whose
// first line is a "#name" header, or anything else. Then every type that
// is asked whether it claims the text. One
// claimant wins; several are told apart by parsing; none gives an error
// that names the form and what was tried. A game ID must also parse: one
// that no claimant reads is refused naming the games tried, with their
// complaints. A puzz.link URL that no type claims but whose genre a type
// reads (its examples show which) goes to that type, so that its parser
// says what is wrong with the URL. A type joins detection by being
// registered and implementing Detect: nothing here names a type.

// Kind is the form of an input as detection reads it.
type Kind int

// The forms of input.
const (
	Text     Kind = iota // anything else: a grid, a list, a picture
	Empty                // nothing but white space
	PuzzLink             // a puzz.link or pzv.jp URL
	Tatham               // a Simon Tatham game ID or game page URL
	Header               // a text whose first line is "#name ..."
)

// Form is what detection read from an input before asking the types.
type Form struct {
	Kind Kind
	// Name is the puzz.link type ("numlin"), the Tatham parameters ("7x7")
	// or the header word ("hidato"); "" for Text.
	Name string
	// Page is the Tatham web page a URL names ("net.html"), if any.
	Page string
}

// String describes the form for messages.
func (f Form) String() string {
	switch f.Kind {
	case PuzzLink:
		return fmt.Sprintf("a puzz.link URL of type %s", f.Name)
	case Tatham:
		page := ""
		if f.Page != "" {
			page = " (" + f.Page + ")"
		}
		return fmt.Sprintf("a Simon Tatham game ID%s with parameters %s", page, f.Name)
	case Header:
		return fmt.Sprintf("a text with the header line #%s", f.Name)
	}
	return "a text"
}

// Ambiguous is the error of Detect when more than one type claims the
// input and parsing does not tell them apart. A front end asks the person
// to choose among Types.
type Ambiguous struct {
	Form  Form
	Types []string // the candidate type names, sorted
	Errs  []error  // each candidate's parse error (nil when it parsed)
}

func (e *Ambiguous) Error() string {
	var why []string
	for i, err := range e.Errs {
		if err != nil {
			why = append(why, e.Types[i]+": "+err.Error())
		}
	}
	msg := fmt.Sprintf("%s could be %s", e.Form, orList(e.Types))
	if len(why) > 0 {
		msg += " (" + strings.Join(why, "; ") + ")"
	}
	return msg
}

// Unrecognised is the error of Detect when no type claims the input (or
// reads a game ID), and of Parse and Import when the named or selected
// type refuses a text that no type claims.
type Unrecognised struct {
	Form  Form
	Tried []string // the types that were asked, or that read this form
	// Selected is the type named or selected whose complaint is Detail,
	// "" when no type was named.
	Selected string
	// Detail is why the types tried refused the input, if they said: the
	// selected type's complaint, or those of the types that claimed a game
	// ID and could not read it.
	Detail error
	msg    string
}

func (e *Unrecognised) Error() string {
	if e.Detail == nil {
		return e.msg
	}
	return e.msg + "; " + e.Detail.Error()
}

// Unwrap returns the detail, whose position (a line and column) a front
// end may show.
func (e *Unrecognised) Unwrap() error { return e.Detail }

// ReadForm reads the form of text without asking any type.
func ReadForm(text string) Form {
	t := strings.TrimSpace(text)
	if t == "" {
		return Form{Kind: Empty}
	}
	first, rest, _ := strings.Cut(t, "\n")
	first = strings.TrimSpace(first)
	if name, ok := puzzLinkType(first); ok {
		return Form{Kind: PuzzLink, Name: name}
	}
	if params, page, ok := tathamParams(first); ok && strings.TrimSpace(rest) == "" {
		return Form{Kind: Tatham, Name: params, Page: page}
	}
	if word, ok := puzzles.HeaderWord(first); ok {
		return Form{Kind: Header, Name: word}
	}
	return Form{Kind: Text}
}

// puzzLinkType returns the puzzle type a puzz.link or pzv.jp URL names,
// as the URL spells it but without a mode suffix ("akari_edit" is akari).
func puzzLinkType(s string) (string, bool) {
	_, rest, ok := strings.Cut(s, "://")
	if !ok {
		return "", false
	}
	host, query, _ := strings.Cut(rest, "/")
	host = strings.TrimPrefix(strings.ToLower(host), "www.")
	if host != "puzz.link" && host != "pzv.jp" {
		return "", false
	}
	_, query, _ = strings.Cut(query, "?")
	name, _, _ := strings.Cut(query, "/")
	name, _, _ = strings.Cut(name, "&")
	for _, mode := range []string{"_edit", "_play"} {
		name = strings.TrimSuffix(name, mode)
	}
	return name, true
}

// tathamParams returns the parameters of a Tatham game ID
// "DIGITS[xDIGITS][letters, digits, dots]" followed by ':' (a game ID) or
// '#' (a random seed), possibly as the fragment of a game page URL.
func tathamParams(s string) (params, page string, ok bool) {
	if strings.Contains(s, "://") {
		u, frag, found := strings.Cut(s, "#")
		if !found {
			return "", "", false
		}
		page = u[strings.LastIndexByte(u, '/')+1:]
		s = strings.ReplaceAll(strings.ReplaceAll(frag, "%3A", ":"), "%3a", ":")
	}
	if strings.ContainsAny(s, " \t") || s == "" || s[0] < '0' || s[0] > '9' {
		return "", "", false
	}
	i := strings.IndexAny(s, ":#")
	if i < 0 {
		return "", "", false
	}
	for _, ch := range s[:i] {
		if !(ch < utf8.RuneSelf && (unicode.IsLetter(ch) || unicode.IsDigit(ch) || ch == '.')) {
			return "", "", false
		}
	}
	return s[:i], page, true
}

// Detect returns the type of text. Its errors are *Ambiguous, when several
// types claim text, *Unrecognised, when none does, and nil otherwise.
func Detect(text string) (puzzles.Type, error) {
	f := ReadForm(text)
	found := claimants(text)
	switch {
	case len(found) == 0 && f.Kind == Header:
		if t, err := Lookup(f.Name); err == nil {
			found = append(found, t)
		}
	case len(found) == 0 && f.Kind == PuzzLink:
		for _, name := range urlReaders(f.Name) {
			if t, err := Lookup(name); err == nil {
				found = append(found, t)
			}
		}
	case f.Kind == Tatham:
		return readID(f, found, text)
	}
	switch len(found) {
	case 0:
		return nil, unrecognised(f)
	case 1:
		return found[0], nil
	}
	return choose(f, found, text)
}

// readID reads a game ID: its one claimant must parse it, or the ID is
// refused naming the games tried, with the claimant's complaint (a Towers
// ID is not a short Net ID); several claimants are told apart by parsing
// (see choose).
func readID(f Form, found []puzzles.Type, text string) (puzzles.Type, error) {
	switch len(found) {
	case 0:
		return nil, unrecognised(f)
	case 1:
	default:
		return choose(f, found, text)
	}
	t := found[0]
	_, err := t.Parse(text)
	if err == nil {
		return t, nil
	}
	e := unrecognised(f).(*Unrecognised)
	if !slices.Contains(e.Tried, t.Name()) {
		e.Tried = append(e.Tried, t.Name())
		sort.Strings(e.Tried)
		e.msg = fmt.Sprintf("looks like %s, but no supported game reads it (tried %s)", f, andList(e.Tried))
	}
	e.Detail = fmt.Errorf("as %s: %w", t.Name(), err)
	return nil, e
}

// otherGenre refuses a puzz.link URL given to type t when t does not
// read its genre: it names the type that does, or says that none does.
// (A type may read any text as a draft, as Numberlink reads a URL as a
// grid of labels, so this is asked before t parses.)
func otherGenre(t puzzles.Type, text string) error {
	f := ReadForm(text)
	if f.Kind != PuzzLink {
		return nil
	}
	readers := urlReaders(f.Name)
	switch {
	case len(readers) == 0:
		return unrecognised(f)
	case !slices.Contains(readers, t.Name()):
		return fmt.Errorf("%s is read by %s, not %s", f, orList(readers), t.Name())
	}
	return nil
}

// refused explains why type t, named or selected, refuses text with err:
// a puzz.link URL of a genre that t does not read names the type that
// does (see otherGenre), and a text in no form that names its type, which
// no type claims, is not recognised as any supported puzzle format, t's
// complaint being the detail. Other errors are err.
func refused(t puzzles.Type, text string, err error) error {
	f := ReadForm(text)
	switch f.Kind {
	case PuzzLink:
		if other := otherGenre(t, text); other != nil {
			return other
		}
	case Text:
		if len(claimants(text)) > 0 {
			return err
		}
		return &Unrecognised{Form: f, Tried: detectors(), Selected: t.Name(), Detail: fmt.Errorf("as %s: %w", t.Name(), err),
			msg: fmt.Sprintf("not recognised as any supported puzzle format: tried puzz.link URLs, Simon Tatham game IDs, #TYPE header lines, the texts every type detects and %s's own text forms", t.Name())}
	}
	return err
}

// claimants are the registered types that claim text, sorted by name.
func claimants(text string) []puzzles.Type {
	var found []puzzles.Type
	for _, t := range Types() {
		if t.Detect(text) {
			found = append(found, t)
		}
	}
	return found
}

// choose tells several claimants apart: the one that parses text wins;
// of several games that read a game ID (which does not name its game: a
// Filling ID reads as a Mosaic one), those where it has one solution.
func choose(f Form, found []puzzles.Type, text string) (puzzles.Type, error) {
	amb := &Ambiguous{Form: f}
	var ok []puzzles.Type
	for _, t := range found {
		_, err := t.Parse(text)
		if err == nil {
			ok = append(ok, t)
		}
		amb.Types = append(amb.Types, t.Name())
		amb.Errs = append(amb.Errs, err)
	}
	if len(ok) > 1 && f.Kind == Tatham {
		ok = solvable(ok, text)
	}
	if len(ok) == 1 {
		return ok[0], nil
	}
	if len(ok) > 1 {
		amb.Types, amb.Errs = nil, nil
		for _, t := range ok {
			amb.Types = append(amb.Types, t.Name())
			amb.Errs = append(amb.Errs, nil)
		}
	}
	return nil, amb
}

// unrecognised explains that no type claims an input of form f.
func unrecognised(f Form) error {
	e := &Unrecognised{Form: f}
	switch f.Kind {
	case PuzzLink:
		e.Tried = readers(PuzzLink)
		e.msg = fmt.Sprintf("puzz.link type %s is not supported", f.Name)
		if f.Name == "" {
			e.msg = "the puzz.link URL names no puzzle type"
		}
		e.msg += supported("puzz.link types", formNames(PuzzLink))
	case Tatham:
		e.Tried = readers(Tatham)
		e.msg = fmt.Sprintf("looks like %s, but no supported game reads it (tried %s)", f, andList(e.Tried))
	case Header:
		e.Tried = detectors()
		e.msg = fmt.Sprintf("unknown header line #%s%s", f.Name, supported("headers", prefixed("#", formNames(Header))))
	case Empty:
		e.msg = "the input is empty"
	default:
		e.Tried = detectors()
		e.msg = fmt.Sprintf("cannot tell the puzzle type: the input is not a puzz.link URL, a Simon Tatham game ID or a text with a #TYPE header line, and no type recognises it (tried %s)", andList(e.Tried))
	}
	return e
}

func supported(what string, names []string) string {
	if len(names) == 0 {
		return ""
	}
	return fmt.Sprintf(" (supported %s: %s)", what, strings.Join(names, ", "))
}

func prefixed(p string, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = p + n
	}
	return out
}

// urlReaders names the types whose examples show that they read the
// puzz.link genre name (under any of its names, see pzl.Aliases).
func urlReaders(name string) []string {
	return sortedKeys(theCatalogue().urls[pzl.Canonical(name)])
}

// detectors names the types that detect their own texts: all of them.
func detectors() []string { return Names() }

// orList joins names as "a, b or c".
func orList(names []string) string { return joinList(names, " or ") }

// andList joins names as "a, b and c".
func andList(names []string) string { return joinList(names, " and ") }

func joinList(names []string, last string) string {
	switch len(names) {
	case 0:
		return "no type"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + last + names[len(names)-1]
}

// sortedKeys returns the keys of a set, sorted.
func sortedKeys(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// solvable keeps the types as which text has exactly one solution, else
// those as which it has any, else all of them: a game's IDs have one
// solution in that game, and seldom one in another.
func solvable(found []puzzles.Type, text string) []puzzles.Type {
	var unique, some []puzzles.Type
	for _, t := range found {
		inst, err := t.Parse(text)
		if err != nil {
			continue
		}
		res, err := puzzles.Solve(inst, 2)
		switch {
		case err != nil || len(res.Answers) == 0:
		case res.Unique():
			unique = append(unique, t)
		default:
			some = append(some, t)
		}
	}
	switch {
	case len(unique) > 0:
		return unique
	case len(some) > 0:
		return some
	}
	return found
}
