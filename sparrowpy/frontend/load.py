"""Load C files: preprocess, parse and lower each, collecting input errors per file."""

from __future__ import annotations

import os
import time
from typing import Iterable, Optional

import attrs

from .lower import TranslationUnit, lower_ast
from .preprocess import FrontendError, parse_file


@attrs.define
class FrontendOptions:
    """How to preprocess: include dirs, macro definitions, header mode, language standard."""

    include_dirs: tuple = ()
    defines: tuple = ()
    undefines: tuple = ()
    system_headers: bool = False
    std: Optional[str] = None

    def preprocess_kwargs(self) -> dict:
        return dict(include_dirs=self.include_dirs, defines=self.defines, undefines=self.undefines,
                    system_headers=self.system_headers, std=self.std)


@attrs.define
class LoadResult:
    """The translation units that loaded, the files that did not, and phase timings."""

    units: list = attrs.Factory(list)
    errors: list = attrs.Factory(list)
    seconds_parse: float = 0.0
    seconds_lower: float = 0.0
    source_lines: int = 0


def count_lines(path: str) -> int:
    try:
        with open(path, "rb") as fh:
            return sum(1 for _ in fh)
    except OSError:
        return 0


def load_file(path: str, options: Optional[FrontendOptions] = None, result: Optional[LoadResult] = None) -> Optional[TranslationUnit]:
    """Preprocess, parse and lower one file; an input error is recorded, not raised."""
    options = options or FrontendOptions()
    result = result if result is not None else LoadResult()
    if not os.path.isfile(path):
        result.errors.append(FrontendError(path, None, "no such file" if not os.path.exists(path) else "not a regular file"))
        return None
    t0 = time.perf_counter()
    try:
        ast = parse_file(path, **options.preprocess_kwargs())
    except FrontendError as err:
        result.errors.append(err)
        result.seconds_parse += time.perf_counter() - t0
        return None
    t1 = time.perf_counter()
    tu = lower_ast(ast, path)
    t2 = time.perf_counter()
    result.seconds_parse += t1 - t0
    result.seconds_lower += t2 - t1
    result.source_lines += count_lines(path)
    result.units.append(tu)
    return tu


def load_files(paths: Iterable[str], options: Optional[FrontendOptions] = None) -> LoadResult:
    result = LoadResult()
    for p in paths:
        load_file(p, options, result)
    return result
