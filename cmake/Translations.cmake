# Translations: Korean and Simplified Chinese of every string a person reads (the window, the
# panel's sentences, solverlib's messages, ttt-solve), and English plural forms ("1 ply",
# "3 plies"). The .ts files under resources/translations are the sources, edited with Qt
# Linguist; the build compiles them to .qm files, which both programs carry inside them and
# `cmake --install` puts in share/ttt-analyzer/translations. After changing strings, run
#     cmake --build --preset release --target update_translations
# to bring the .ts files up to date (tests/translations fails while any string is unfinished).
find_package(Qt6 6.4 REQUIRED COMPONENTS LinguistTools)

set(TTT_TRANSLATIONS_DIR ${PROJECT_SOURCE_DIR}/resources/translations)
set(TTT_TS_FILES
    ${TTT_TRANSLATIONS_DIR}/ttt_ko.ts
    ${TTT_TRANSLATIONS_DIR}/ttt_zh_CN.ts)
set(TTT_PLURALS_TS_FILE ${TTT_TRANSLATIONS_DIR}/ttt_en.ts)
set(TTT_QM_DIR ${CMAKE_BINARY_DIR}/translations)
set_source_files_properties(${TTT_TS_FILES} ${TTT_PLURALS_TS_FILE}
    PROPERTIES OUTPUT_LOCATION ${TTT_QM_DIR})

# Every file with a string to translate: the window's library, both programs and solverlib
# (whose messages go through ttt::translate, which lupdate reads like Qt's translate).
get_target_property(ui_sources ui SOURCES)
list(TRANSFORM ui_sources PREPEND ${PROJECT_SOURCE_DIR}/ui/)
file(GLOB TTT_TRANSLATED_SOURCES CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/app/analyzer/*.cpp
    ${PROJECT_SOURCE_DIR}/app/solve/*.cpp
    ${PROJECT_SOURCE_DIR}/solverlib/src/*.cpp
    ${PROJECT_SOURCE_DIR}/solverlib/include/ttt/*.h)
list(APPEND TTT_TRANSLATED_SOURCES ${ui_sources})
list(FILTER TTT_TRANSLATED_SOURCES EXCLUDE REGEX "\\.(qrc|png|svg)$")

# Built by every build (both programs depend on it); update_translations runs lupdate.
add_custom_target(ttt_translations)
qt_add_translations(ttt_translations
    TS_FILES ${TTT_TS_FILES}
    SOURCES ${TTT_TRANSLATED_SOURCES}
    LUPDATE_OPTIONS -locations none -no-obsolete
    QM_FILES_OUTPUT_VARIABLE TTT_KO_ZH_QM_FILES)
# English needs only the plural forms of the messages that have them.
add_custom_target(ttt_plurals)
qt_add_lupdate(ttt_plurals
    TS_FILES ${TTT_PLURALS_TS_FILE}
    SOURCES ${TTT_TRANSLATED_SOURCES}
    OPTIONS -locations none -no-obsolete -pluralonly)
qt_add_lrelease(ttt_plurals
    TS_FILES ${TTT_PLURALS_TS_FILE}
    QM_FILES_OUTPUT_VARIABLE TTT_EN_QM_FILES)
set(TTT_QM_FILES ${TTT_KO_ZH_QM_FILES} ${TTT_EN_QM_FILES})

foreach(target IN ITEMS ui ttt-solve)
    qt_add_resources(${target} "${target}_translations"
        PREFIX "/i18n"
        BASE ${TTT_QM_DIR}
        FILES ${TTT_QM_FILES})
    add_dependencies(${target} ttt_translations ttt_plurals)
endforeach()

include(GNUInstallDirs)
install(FILES ${TTT_QM_FILES} DESTINATION ${CMAKE_INSTALL_DATADIR}/ttt-analyzer/translations)
