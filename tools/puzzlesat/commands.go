package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

func cmdTypes(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	for _, t := range all.Types() {
		fmt.Fprintf(stdout, "%-12s %s\n", t.Name(), t.Title())
	}
	return exitOK
}

// input reads the puzzle named by the only positional argument ("-" or none: stdin).
func input(fs *flag.FlagSet, stdin io.Reader) (string, error) {
	if fs.NArg() > 1 {
		return "", fmt.Errorf("expected one input file, got %d", fs.NArg())
	}
	var r io.Reader = stdin
	if name := fs.Arg(0); name != "" && name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return "", err
		}
		defer f.Close()
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, puzzles.MaxInput+1))
	return string(b), err
}

// load parses flags, reads the input and parses the puzzle.
func load(fs *flag.FlagSet, typ *string, args []string, stdin io.Reader) (puzzles.Instance, error) {
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	rule := fs.Lookup("rule").Value.String()
	if *typ == "" && rule != "" {
		*typ = "numberlink" // only Numberlink has rules to choose
	}
	if *typ != "" {
		if _, err := all.Lookup(*typ); err != nil {
			return nil, err
		}
	}
	text, err := input(fs, stdin)
	if err != nil {
		return nil, err
	}
	inst, err := all.Parse(*typ, text)
	if err != nil {
		return nil, typeHint(err)
	}
	if rule != "" {
		return withRule(inst, rule)
	}
	return inst, nil
}

// typeHint adds to a detection error how to name the type, when naming it
// can help: several types fit, or the input is a plain grid and no type
// was named.
func typeHint(err error) error {
	var amb *all.Ambiguous
	if errors.As(err, &amb) {
		return fmt.Errorf("%w; name the type with -type %s", err, strings.Join(amb.Types, " or -type "))
	}
	var un *all.Unrecognised
	if errors.As(err, &un) && un.Selected == "" && (un.Form.Kind == all.Text || un.Form.Kind == all.Header) {
		return fmt.Errorf("%w; name the type with -type", err)
	}
	if errors.As(err, &un) && un.Form.Kind == all.Tatham && un.Detail == nil {
		return fmt.Errorf("%w; name the type with -type to see why it refuses the ID", err)
	}
	return err
}

func newFlags(name string, stderr io.Writer) (*flag.FlagSet, *string) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	typ := fs.String("type", "", "puzzle type (see 'puzzlesat types'); detected from the input when omitted")
	fs.String("rule", "", ruleUsage)
	return fs, typ
}

func cmdFormat(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, typ := newFlags("format", stderr)
	inst, err := load(fs, typ, args, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
		return exitInvalid
	}
	texts := all.Texts(inst)
	fmt.Fprint(stdout, texts[0])
	for _, t := range texts[1:] {
		fmt.Fprintln(stdout, t)
	}
	return exitOK
}

func cmdDraw(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, typ := newFlags("draw", stderr)
	solve := fs.Bool("solve", false, "draw the first solution")
	inst, err := load(fs, typ, args, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
		return exitInvalid
	}
	var ans puzzles.Answer
	if *solve {
		res, err := puzzles.Solve(inst, 1)
		if code := solveError(err, stderr); code != exitOK {
			return code
		}
		if len(res.Answers) == 0 {
			fmt.Fprintln(stderr, "puzzlesat: no solution")
			return exitUnsat
		}
		ans = res.Answers[0]
	}
	if err := inst.Draw(ans).WriteSVG(stdout, 40); err != nil {
		fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
		return exitInvalid
	}
	return exitOK
}

func solveError(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
	return codeOf(err)
}

// report is the -json output of solve.
type report struct {
	Type      string         `json:"type"`
	Status    puzzles.Status `json:"status"`
	Error     string         `json:"error,omitempty"`
	Reason    string         `json:"reason,omitempty"`
	Solutions int            `json:"solutions"`
	Complete  bool           `json:"complete"`
	Answer    puzzles.Answer `json:"answer,omitempty"`
	Second    puzzles.Answer `json:"second,omitempty"`
	Stats     *puzzles.Stats `json:"stats,omitempty"`
	Extra     map[string]any `json:"extra,omitempty"`
	summary   string         // the human output's first line (puzzles.SummaryOf)
}

func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

func cmdSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, typ := newFlags("solve", stderr)
	count := fs.Int("count", 2, "count distinct solutions up to `N` (2 proves uniqueness)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	inst, err := load(fs, typ, args, stdin)
	if err == nil && *count < 1 {
		err = fmt.Errorf("-count must be at least 1, got %d", *count)
	}
	rep := report{Type: *typ}
	if inst != nil {
		rep.Type = inst.TypeName()
	}
	if err != nil {
		rep.Status, rep.Error = puzzles.Invalid, err.Error()
		return emit(rep, *asJSON, stdout, stderr, exitInvalid)
	}
	limit := *count
	if !flagSet(fs, "count") {
		limit = puzzles.DefaultLimit(inst, limit)
	}
	res, err := puzzles.Solve(inst, limit)
	if err != nil {
		rep.Status, rep.Error = puzzles.Invalid, err.Error()
		return emit(rep, *asJSON, stdout, stderr, codeOf(err))
	}
	rep.Status, rep.Reason, rep.Solutions, rep.Complete, rep.Stats = res.Status, res.Reason, len(res.Answers), res.Complete, &res.Stats
	if len(res.Answers) > 0 {
		rep.Answer = res.Answers[0]
	}
	if len(res.Answers) > 1 {
		rep.Second = res.Answers[1]
	}
	if r := puzzles.ReportOf(inst); r.Extra != nil {
		rep.Extra = r.Extra(res)
	}
	rep.summary = puzzles.SummaryOf(inst, res)
	code := exitOK
	if res.Status == puzzles.Unsat {
		code = exitUnsat
	}
	return emit(rep, *asJSON, stdout, stderr, code)
}

func emit(rep report, asJSON bool, stdout, stderr io.Writer, code int) int {
	if asJSON {
		return writeJSON(stdout, stderr, rep, code)
	}
	if rep.Error != "" {
		fmt.Fprintf(stderr, "puzzlesat: %s\n", rep.Error)
		return code
	}
	fmt.Fprintln(stdout, rep.summary)
	if rep.Answer != nil {
		fmt.Fprint(stdout, rep.Answer.Text())
	}
	return code
}
