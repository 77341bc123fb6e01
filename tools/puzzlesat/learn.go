package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/learn"
)

// cmdSteps: puzzlesat steps [-type T] [-json] FILE — the solving path in words.
func cmdSteps(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runReasoning("steps", args, stdin, stdout, stderr, steps)
}

// cmdRate: puzzlesat rate [-type T] [-json] FILE — the difficulty from the solving path.
func cmdRate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runReasoning("rate", args, stdin, stdout, stderr, rate)
}

func steps(inst puzzles.Instance) (map[string]any, func(io.Writer), int, error) {
	p, err := learn.Solve(context.Background(), inst, learn.Options{})
	if err != nil {
		return nil, nil, 0, err
	}
	fields := map[string]any{"status": puzzles.Solved, "steps": p.Steps, "complete": p.Complete, "rating": p.Rating, "stats": p.Stats}
	return fields, func(w io.Writer) {
		for i, s := range p.Steps {
			fmt.Fprintf(w, "%d. %s\n", i+1, s.Words)
		}
		if !p.Complete {
			fmt.Fprintln(w, "The rest is not forced: the puzzle has several solutions.")
		}
		fmt.Fprintf(w, "Difficulty: %s (%.1f)\n", p.Rating.Label, p.Rating.Rating)
	}, exitOK, nil
}

func rate(inst puzzles.Instance) (map[string]any, func(io.Writer), int, error) {
	p, err := learn.Solve(context.Background(), inst, learn.Options{})
	if err != nil {
		return nil, nil, 0, err
	}
	r := p.Rating
	fields := map[string]any{"status": puzzles.Solved, "rating": r.Rating, "label": r.Label, "steps": r.Steps,
		"max": r.Max, "mean": r.Mean, "splits": r.Splits, "indirect": r.Indirect, "deep": r.Deep, "complete": p.Complete, "stats": p.Stats}
	return fields, func(w io.Writer) {
		fmt.Fprintf(w, "%s (%.1f): %d steps, largest reason %d, %d not direct (%d past one supposition), %d case splits\n",
			r.Label, r.Rating, r.Steps, r.Max, r.Indirect, r.Deep, r.Splits)
	}, exitOK, nil
}

// cmdCheck: puzzlesat check [-type T] [-json] FILE ENTRIES — are the
// entries (a partial answer as JSON, inline or in a file) correct so far?
func cmdCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, typ := newFlags("check", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object")
	if len(args) == 0 || strings.HasPrefix(args[len(args)-1], "-") {
		return fail(stdout, stderr, false, *typ, fmt.Errorf("usage: puzzlesat check [-type T] [-json] FILE ENTRIES"), exitInvalid)
	}
	entriesArg := args[len(args)-1]
	inst, err := load(fs, typ, args[:len(args)-1], stdin)
	if err == nil && fs.NArg() != 1 {
		err = fmt.Errorf("usage: puzzlesat check [-type T] [-json] FILE ENTRIES")
	}
	if err != nil {
		return fail(stdout, stderr, *asJSON, *typ, err, exitInvalid)
	}
	js := []byte(entriesArg)
	if t := strings.TrimSpace(entriesArg); !strings.HasPrefix(t, "{") {
		if js, err = os.ReadFile(entriesArg); err != nil {
			return fail(stdout, stderr, *asJSON, inst.TypeName(), err, exitInvalid)
		}
	}
	entries, err := learn.ReadEntries(inst, js)
	if err != nil {
		return fail(stdout, stderr, *asJSON, inst.TypeName(), err, exitInvalid)
	}
	r, err := learn.Check(context.Background(), inst, entries)
	if err != nil {
		return fail(stdout, stderr, *asJSON, inst.TypeName(), err, codeOf(err))
	}
	code := exitOK
	if !r.Completable {
		code = exitUnsat
	}
	if *asJSON {
		return writeJSON(stdout, stderr, map[string]any{"type": inst.TypeName(), "completable": r.Completable, "conflict": r.Conflict,
			"unique": r.Unique, "wrong": r.Wrong, "entries": r.Entries, "words": r.Words, "stats": r.Stats}, code)
	}
	fmt.Fprintln(stdout, r.Words)
	for _, e := range r.Conflict {
		fmt.Fprintf(stdout, "  at fault: %s\n", e.Words)
	}
	for _, e := range r.Wrong {
		fmt.Fprintf(stdout, "  differs from the solution: %s\n", e.Words)
	}
	return code
}
