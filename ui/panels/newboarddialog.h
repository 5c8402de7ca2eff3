// File › New Board…: a board size and k, from the presets of the common games or set by hand,
// each with what to expect of its analysis under the rules chosen (SearchEstimate).
#pragma once

#include "ttt/geometry.h"
#include "ttt/rules.h"

#include <QDialog>

#include <vector>

class QButtonGroup;
class QLabel;
class QSpinBox;

class NewBoardDialog : public QDialog {
    Q_OBJECT

public:
    // The presets the dialog and the toolbar offer: tic-tac-toe, 4×4 with four in a row, 5×5
    // with four, and 6×6, 7×7 and 8×8 with five.
    static const std::vector<ttt::Geometry>& presets();

    // Starts on `current`; the boards are to be analysed under `rules`.
    explicit NewBoardDialog(const ttt::Geometry& current, ttt::Rules rules = ttt::Rules::Classic,
        QWidget* parent = nullptr);

    ttt::Geometry geometry() const;
    void setGeometry(const ttt::Geometry& geometry);
    // What the dialog says to expect of the board chosen.
    QString note() const;

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void presetChosen(int index);
    void sizeEdited();
    // The note keeps the height of the longest it can say at the dialog's width, so that nothing
    // under it moves when it changes.
    void reserveNoteHeight();

    ttt::Rules m_rules;
    QButtonGroup* m_presets;
    QSpinBox* m_columns;
    QSpinBox* m_rows;
    QSpinBox* m_k;
    QLabel* m_note;
    bool m_updating = false;
};
