# `cpack -G DEB` makes ttt-analyzer_<version>_<architecture>.deb, which holds exactly the files
# package-contents.txt lists, owned by root, and whose dependencies dpkg-shlibdeps worked out
# (libqt6widgets6, libqt6gui6 with the platform plugins, libc6). The package is made in a
# scratch folder, so a test run leaves no package in the build folder; no root is needed.
# cmake -DCPACK=<cpack> -DCPACK_CONFIG=<CPackConfig.cmake> -DSCRATCH=<empty folder to use>
#       -DEXPECTED=<list> -DVERSION=<x.y.z> -P package.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/support.cmake)
ttt_find_tool(dpkg dpkg dpkg)
ttt_find_tool(dpkg_deb dpkg-deb dpkg)
ttt_find_tool(dpkg_shlibdeps dpkg-shlibdeps dpkg-dev)
# CPack asks `file` which installed files are programs, for dpkg-shlibdeps to read.
ttt_find_tool(file_tool file file)

file(REMOVE_RECURSE ${SCRATCH})
ttt_run(log ${CPACK} -G DEB --config ${CPACK_CONFIG} -B ${SCRATCH})
ttt_run(architecture ${dpkg} --print-architecture)
string(STRIP "${architecture}" architecture)
set(package ${SCRATCH}/ttt-analyzer_${VERSION}_${architecture}.deb)
if(NOT EXISTS ${package})
    file(GLOB made ${SCRATCH}/*.deb)
    message(FATAL_ERROR "cpack made no ${package} (it made: ${made})\n${log}")
endif()

# The files (not the folders), as paths under the root without the leading ./, and their owners.
ttt_run(contents ${dpkg_deb} --contents ${package})
string(REPLACE ";" "," contents "${contents}")
string(REPLACE "\n" ";" contents "${contents}")
set(files)
foreach(line IN LISTS contents)
    if(line MATCHES "^([^ ]+) +([^ ]+) +[0-9]+ [0-9-]+ [0-9:]+ \\./(.*)$")
        set(mode ${CMAKE_MATCH_1})
        set(owner ${CMAKE_MATCH_2})
        set(path ${CMAKE_MATCH_3})
        if(NOT owner STREQUAL "root/root")
            message(FATAL_ERROR "${path} in the package belongs to ${owner}, not root/root")
        endif()
        if(NOT mode MATCHES "^d")
            list(APPEND files ${path})
        endif()
    elseif(NOT line STREQUAL "")
        message(FATAL_ERROR "cannot read this line of `dpkg-deb --contents`: ${line}")
    endif()
endforeach()
ttt_compare_file_lists("The package ${package}" ${EXPECTED} files)

# The control fields: the name, the version, and dependencies found by dpkg-shlibdeps (CPack
# gives none by itself), so Depends names the libraries the programs are linked to.
foreach(field IN ITEMS Package Version Depends Recommends)
    ttt_run(value ${dpkg_deb} --field ${package} ${field})
    string(STRIP "${value}" ${field})
endforeach()
if(NOT Package STREQUAL "ttt-analyzer" OR NOT Version STREQUAL "${VERSION}")
    message(FATAL_ERROR "the package is ${Package} ${Version}, not ttt-analyzer ${VERSION}")
endif()
foreach(dependency IN ITEMS libc6 libqt6core6 libqt6gui6 libqt6widgets6 libzstd1)
    if(NOT Depends MATCHES "(^|, )${dependency}( |,|$)")
        message(FATAL_ERROR "Depends does not name ${dependency} (did dpkg-shlibdeps run?): "
            "${Depends}")
    endif()
endforeach()
# Qt's own strings in Korean and Chinese, and a font that has their characters.
foreach(recommended IN ITEMS qt6-translations-l10n fonts-noto-cjk)
    if(NOT Recommends MATCHES "(^|, )${recommended}( |,|$)")
        message(FATAL_ERROR "Recommends does not name ${recommended}: ${Recommends}")
    endif()
endforeach()
file(REMOVE_RECURSE ${SCRATCH})
