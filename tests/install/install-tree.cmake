# `cmake --install` into an empty prefix puts there exactly the files package-contents.txt lists
# (no test, benchmark or static library), AppStream's tools accept the installed tree (the
# metadata finds its desktop entry), and the installed programs run from there.
# cmake -DBUILD_DIR=<build folder> -DSCRATCH=<empty folder to use> -DEXPECTED=<list>
#       -DVERSION=<x.y.z> -P install-tree.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/support.cmake)
ttt_find_tool(readelf readelf binutils)
ttt_find_tool(appstreamcli appstreamcli appstream)

# The list names the files as the package holds them, under usr/.
file(REMOVE_RECURSE ${SCRATCH})
ttt_run(log ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${SCRATCH}/usr)
file(GLOB_RECURSE installed LIST_DIRECTORIES false RELATIVE ${SCRATCH} ${SCRATCH}/*)
ttt_compare_file_lists("`cmake --install ${BUILD_DIR}`" ${EXPECTED} installed)
ttt_run(report ${appstreamcli} validate-tree --no-net --strict ${SCRATCH})

# The installed programs keep no run path (cmake/Packaging.cmake says why), and they run.
foreach(program IN ITEMS ttt-solve ttt-analyzer ttt-check pbrain-ttt)
    set(path ${SCRATCH}/usr/bin/${program})
    ttt_run(dynamic ${readelf} --dynamic ${path})
    if(dynamic MATCHES "\\((RPATH|RUNPATH)\\)[^\n]*")
        message(FATAL_ERROR "the installed ${program} keeps a run path: ${CMAKE_MATCH_0}")
    endif()
    ttt_run(version ${path} --version)
    if(NOT version MATCHES "^${program} ${VERSION}\n$")
        message(FATAL_ERROR "the installed `${program} --version` says '${version}', not "
            "'${program} ${VERSION}'")
    endif()
endforeach()
file(REMOVE_RECURSE ${SCRATCH})
