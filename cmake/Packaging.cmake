# Packaging: `cpack -G DEB` in a build folder makes a Debian package of exactly what
# `cmake --install` installs (the three programs, the desktop entry, AppStream metadata, icons,
# manual pages, translations). tests/install checks its file list and its dependencies.

# The ThreadSanitizer build has neither program to package.
if(TTT_TSAN)
    return()
endif()

# The programs link only the system's libraries, so installed they need no run path. The one
# qt_standard_project_setup() gives ($ORIGIN and $ORIGIN/../lib, for projects that install
# libraries of their own) would make /usr/bin a place to load libraries from, which Debian's
# policy asks packages not to do.
set_target_properties(ttt-analyzer ttt-solve ttt-check pbrain-ttt PROPERTIES INSTALL_RPATH "")

set(CPACK_PACKAGE_NAME ttt-analyzer)
set(CPACK_PACKAGE_VENDOR "Tic-Tac-Toe Analyzer")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tic-tac-toe position analyzer and solver, up to 8x8")
set(CPACK_PACKAGE_DESCRIPTION [[
Tic-Tac-Toe Analyzer solves positions of tic-tac-toe exactly, on the classic
board and on bigger ones: any size from 3x3 to 8x8 with k in a row. Set up a
position by clicking cells, and every empty cell is coloured by what playing
there leads to for the side to move: a win, a tie or a loss, and in how many
moves with perfect play. The window tells whether a position could arise in a
real game and why not, searches bigger boards in the background, and reviews
games move by move with every move graded against the best one.

The command-line solver, ttt-solve, answers the same questions for scripts,
grades game records and solves batch judge input, and writes certificates of
its results that the small independent checker, ttt-check, verifies.]])
set(CPACK_PACKAGE_CONTACT
    "Tic-Tac-Toe Analyzer maintainers <maintainers@tictactoe-analyzer.invalid>")
set(CPACK_PACKAGE_INSTALL_DIRECTORY ${CPACK_PACKAGE_NAME})

# Plain `cpack` in the build folder makes the Debian package.
set(CPACK_GENERATOR DEB)

# Release binaries carry no debug information worth shipping; folders in the package are
# 0755 whatever the umask of whoever runs cpack.
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# Debian: the file name is the usual name_version_architecture.deb, and dpkg-shlibdeps works out
# the libraries the programs need (libqt6widgets6, libqt6gui6, libqt6core6, libstdc++6, libc6,
# ...). On Debian 12 libqt6gui6 also holds the platform plugins (xcb for X11 and XWayland,
# offscreen, ...), so the window can start wherever that dependency is met. Qt's own strings
# (standard dialogs, Undo and Redo) in Korean and Chinese come from qt6-translations-l10n. A
# minimal system has no font with Hangul or Chinese characters (DejaVu has neither), and the
# window's Korean and Chinese would show as boxes: fonts-noto-cjk (Noto Sans CJK, the fonts
# Debian's Korean and Chinese desktops install) has both.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/ttt-analyzer/ttt-analyzer")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

include(CPack)
